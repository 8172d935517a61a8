import { readListingParams } from '@shop/shared/contracts/listing-address';
import type { ProductSet } from '@shop/shared/contracts/sets';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ListingSource } from '../../catalogue/api/get-listing';
import { useT } from '../../../lib/i18n';
import { PlainLink } from '../../../lib/plain-link';
import { useListedSets } from '../api/get-listed-sets';
import { SetPrice, SetStock } from './set-price';

/**
 * "Complete shringar sets" above a listing's products (decision 0160): the sets its address asks
 * for, each a card linking to the set's page. Nothing when none matches.
 */
export function SetStrip({ source }: { source: ListingSource }) {
  const { search } = useLocation();
  const params = useMemo(() => readListingParams(new URLSearchParams(search)), [search]);
  const { data } = useListedSets(source, params);
  const t = useT();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="listed-sets-heading" className="mb-6">
      <h2 id="listed-sets-heading" className="mb-3 font-display text-xl font-bold text-maroon-800">
        {t('sets.listedSets')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {data.map((set) => (
          <SetCard key={set.id} set={set} />
        ))}
      </ul>
    </section>
  );
}

function SetCard({ set }: { set: ProductSet }) {
  const t = useT();
  return (
    <li>
      <PlainLink
        to={`/sets/${set.slug}`}
        className="flex h-full min-h-12 items-center gap-3 rounded-lg border border-gold-500/40 bg-cream-50 p-2 hover:border-gold-400"
      >
        {set.image ? (
          <img
            src={set.image.src}
            srcSet={set.image.srcSet}
            sizes="96px"
            alt={set.image.alt}
            loading="lazy"
            className="size-24 shrink-0 rounded object-cover"
          />
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="self-start rounded-full bg-maroon-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('sets.completeSet')}
          </span>
          <span className="font-semibold text-ink-900">{set.name}</span>
          <SetPrice set={set} size="small" />
          <SetStock set={set} />
        </span>
      </PlainLink>
    </li>
  );
}
