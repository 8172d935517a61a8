import { StarIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** Five stars, `rating` of them filled; the words are for screen readers. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={useT()('shell.ratedOutOf5', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          width={size}
          height={size}
          fill={n <= Math.round(rating) ? 'currentColor' : 'none'}
          className={n <= Math.round(rating) ? 'text-gold-500' : 'text-ink-500'}
        />
      ))}
    </span>
  );
}
