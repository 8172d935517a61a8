import { STAR_ID } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** Room between two stars, in the star's 24-unit box (a 2 px gap at 16 px). */
const GAP = 3;
const STAR_PLACES = [0, 1, 2, 3, 4].map((n) => n * (24 + GAP));

/**
 * Five stars, `rating` of them filled; the words are for screen readers. One picture using the
 * page's one star (`StarShape`, drawn in root.tsx) five times: a review list repeats it for every
 * review, and five whole icons were a quarter of its HTML. The `icon` class is its pen.
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  const width = 5 * 24 + 4 * GAP;
  const star = (x: number) => <use key={x} href={`#${STAR_ID}`} x={x || undefined} />;
  return (
    <span className="inline-flex items-center" role="img" aria-label={useT()('shell.ratedOutOf5', { rating })}>
      <svg
        viewBox={`0 0 ${width} 24`}
        width={(size * width) / 24}
        height={size}
        className="icon"
        aria-hidden="true"
        focusable="false"
      >
        {/* The filled stars and the empty ones each in a group, so that no star repeats its colours. */}
        <g className="fill-current text-gold-500">{STAR_PLACES.slice(0, filled).map(star)}</g>
        <g className="text-ink-500">{STAR_PLACES.slice(filled).map(star)}</g>
      </svg>
    </span>
  );
}
