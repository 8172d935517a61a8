import { useId } from 'react';
import { STAR_PATH } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** Room between two stars, in the star's 24-unit box (a 2 px gap at 16 px). */
const GAP = 3;
const STAR_PLACES = [0, 1, 2, 3, 4].map((n) => n * (24 + GAP));

/**
 * Five stars, `rating` of them filled; the words are for screen readers. One picture whose star is
 * drawn once and used five times: a review list repeats it for every review, and five whole icons
 * were a quarter of its HTML.
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const star = useId();
  const filled = Math.round(rating);
  const width = 5 * 24 + 4 * GAP;
  return (
    <span className="inline-flex items-center" role="img" aria-label={useT()('shell.ratedOutOf5', { rating })}>
      <svg
        viewBox={`0 0 ${width} 24`}
        width={(size * width) / 24}
        height={size}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <path id={star} d={STAR_PATH} />
        </defs>
        {/* The filled stars and the empty ones each in a group, so that no star repeats its colours. */}
        <g fill="currentColor" className="text-gold-500">
          {STAR_PLACES.slice(0, filled).map((x) => (
            <use key={x} href={`#${star}`} x={x} />
          ))}
        </g>
        <g fill="none" className="text-ink-500">
          {STAR_PLACES.slice(filled).map((x) => (
            <use key={x} href={`#${star}`} x={x} />
          ))}
        </g>
      </svg>
    </span>
  );
}
