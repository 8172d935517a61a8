import type { ProductSet } from '@shop/shared/contracts/sets';
import { useT } from '../../../lib/i18n';
import { PlainLink } from '../../../lib/plain-link';
import { useProductSets } from '../api/get-product-sets';
import { SetPrice, SetStock } from './set-price';

/**
 * "Complete the shringar" below a product's buying buttons: the sets that hold one of its sizes,
 * each a link to its page. The route hydrates it later, so it adds nothing to the page's first scripts.
 */
export function CompleteTheShringar({ slug }: { slug: string }) {
  const { data } = useProductSets(slug);
  const t = useT();
  if (!data || data.length === 0) return null;
  return (
    <section
      aria-labelledby="complete-shringar-heading"
      className="rounded-lg border border-gold-500/40 bg-cream-50 p-3"
    >
      <h2 id="complete-shringar-heading" className="font-display text-xl text-maroon-800">
        {t('sets.completeTheShringar')}
      </h2>
      <p className="mb-2 text-sm text-ink-700">{t('sets.completeIntro')}</p>
      <ul className="flex flex-col gap-2">
        {data.map((set) => (
          <SetLink key={set.id} set={set} />
        ))}
      </ul>
    </section>
  );
}

function SetLink({ set }: { set: ProductSet }) {
  const t = useT();
  return (
    <li>
      <PlainLink to={`/sets/${set.slug}`} className="flex min-h-12 items-center gap-3 rounded-lg bg-white p-2">
        {set.image ? (
          <img
            src={set.image.src}
            srcSet={set.image.srcSet}
            sizes="56px"
            alt=""
            loading="lazy"
            className="size-14 shrink-0 rounded object-cover"
          />
        ) : null}
        <span className="flex flex-1 flex-col">
          <span className="font-semibold text-ink-900">{set.name}</span>
          <SetPrice set={set} size="small" />
          <SetStock set={set} />
        </span>
        <span className="text-sm font-semibold text-maroon-700">{t('sets.viewSet')}</span>
      </PlainLink>
    </li>
  );
}
