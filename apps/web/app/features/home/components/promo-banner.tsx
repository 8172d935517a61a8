import { formatRupees } from '@shop/shared/money';
import { PlainLink } from '../../../lib/plain-link';

/** `fromPrice` is the lowest price in the collection the banner leads to, from the catalogue. */
type PromoBannerProps = { title: string; to: string; cta: string; tone: string; fromPrice: number | undefined };

export function PromoBanner({ title, to, cta, tone, fromPrice }: PromoBannerProps) {
  return (
    <aside
      aria-label={title}
      className={`mb-10 flex flex-col items-start justify-between gap-3 rounded-2xl bg-gradient-to-r px-6 py-6 text-white sm:flex-row sm:items-center sm:px-10 ${tone}`}
    >
      <div>
        <p className="font-display text-xl font-bold sm:text-2xl">{title}</p>
        {fromPrice !== undefined && (
          <p className="mt-1 text-lg font-semibold text-amber-100">Starting from {formatRupees(fromPrice)}</p>
        )}
      </div>
      <PlainLink
        to={to}
        className="rounded-full bg-white px-5 py-2 text-sm font-bold whitespace-nowrap text-maroon-800 shadow hover:bg-cream-100"
      >
        {cta}
      </PlainLink>
    </aside>
  );
}
