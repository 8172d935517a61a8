import { defaultSort, type ListingParams } from '@shop/shared/contracts/listing-address';
import type { ListingFacets } from '@shop/shared/contracts/listing';
import { Suspense, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { appliedChips, SortSelect } from './listing-controls';
import { ClearFiltersLink } from './listing-empty';
import { ListingFilters } from './listing-filters';

type ListingToolsProps = {
  facets: ListingFacets;
  /** The filters the shopper chose, possibly still loading. */
  params: ListingParams;
  pathname: string;
  total: number;
  busy: boolean;
  isSearch: boolean;
  onApply: (next: ListingParams) => void;
};

/** Above the products: the phone's Filters button and the sort order. */
export function ListingTools({ facets, params, pathname, total, busy, isSearch, onApply }: ListingToolsProps) {
  return (
    <div className="flex items-center gap-2">
      <FiltersDialog facets={facets} params={params} pathname={pathname} total={total} busy={busy} onApply={onApply} />
      <SortSelect
        pathname={pathname}
        params={params}
        defaultSort={defaultSort(isSearch)}
        isSearch={isSearch}
        onApply={onApply}
      />
    </div>
  );
}

// The phone's filters sheet (a Radix dialog) is fetched when the shopper first asks for it, not
// with the listing: a larger screen shows the filters beside the products, and a phone's button
// needs the page's script anyway.
const FiltersSheet = lazyWhenOnline(() => import('./filters-sheet'));

/** On phones the filters slide in over the page; each tick applies at once behind it. */
function FiltersDialog({
  facets,
  params,
  pathname,
  total,
  busy,
  onApply,
}: {
  facets: ListingFacets;
  params: ListingParams;
  pathname: string;
  total: number;
  busy: boolean;
  onApply: (next: ListingParams) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const count = appliedChips(params, facets, t).length;
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-lg border border-maroon-700 px-3 py-1.5 text-sm font-semibold text-maroon-700 lg:hidden"
      >
        {count > 0 ? t('listing.filtersCount', { count }) : t('listing.filters')}
      </button>
      {/* Mounted only while open: a closed Radix portal still runs a layout-effect update as the page
          hydrates, which forced the hydration's effects and a re-render into the same long task. */}
      {open ? (
        <Suspense fallback={null}>
          <FiltersSheet
            onClose={() => setOpen(false)}
            opener={opener}
            title={t('listing.filters')}
            closeLabel={t('listing.closeFilters')}
            doneLabel={busy ? t('listing.updating') : t('listing.showProducts', { count: total })}
            clear={count > 0 ? <ClearFiltersLink pathname={pathname} params={params} /> : null}
          >
            <ListingFilters facets={facets} params={params} pathname={pathname} idPrefix="dialog" onApply={onApply} />
          </FiltersSheet>
        </Suspense>
      ) : null}
    </>
  );
}
