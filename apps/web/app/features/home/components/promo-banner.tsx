import { formatRupees } from '@shop/shared/money';
import type { MessageId } from '../../../locales/catalogues.server';
import { useT } from '../../../lib/i18n';
import { PlainLink } from '../../../lib/plain-link';

/** `fromPrice` is the lowest price in the collection the banner leads to, from the catalogue. */
type PromoBannerProps = { title: MessageId; to: string; cta: MessageId; tone: string; fromPrice: number | undefined };

export function PromoBanner({ title: titleId, to, cta, tone, fromPrice }: PromoBannerProps) {
  const t = useT();
  const title = t(titleId);
  return (
    <aside
      aria-label={title}
      className={`mb-10 flex flex-col items-start justify-between gap-3 rounded-2xl bg-gradient-to-r px-6 py-6 text-white sm:flex-row sm:items-center sm:px-10 ${tone}`}
    >
      <div>
        <p className="font-display text-xl font-bold sm:text-2xl">{title}</p>
        {fromPrice !== undefined && (
          <p className="mt-1 text-lg font-semibold text-amber-100">
            {t('home.startingFrom', { price: formatRupees(fromPrice) })}
          </p>
        )}
      </div>
      <PlainLink
        to={to}
        className="rounded-full bg-white px-5 py-2 text-sm font-bold whitespace-nowrap text-maroon-800 shadow hover:bg-cream-100"
      >
        {t(cta)}
      </PlainLink>
    </aside>
  );
}
