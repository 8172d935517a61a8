import { hasActiveFilters, type ListingParams } from '@shop/shared/contracts/listing-address';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LocaleLink, useT } from '../../../lib/i18n';
import { listingHref } from '../listing-href';

function withoutFilters(params: ListingParams): ListingParams {
  return { q: params.q, sort: params.sort, limit: params.limit };
}

/** The listing with every filter taken off (its search words and sort kept). */
export function ClearFiltersLink({
  pathname,
  params,
  className = 'text-sm font-semibold text-maroon-700 underline',
}: {
  pathname: string;
  params: ListingParams;
  className?: string;
}) {
  const t = useT();
  return (
    <Link to={listingHref(pathname, withoutFilters(params))} preventScrollReset className={className}>
      {t('listing.clearFilters')}
    </Link>
  );
}

/** What a listing says when it has no products to show, and the ways on from there. */
export function EmptyState({
  pathname,
  params,
  total,
  query,
  hint,
}: {
  pathname: string;
  params: ListingParams;
  total: number;
  query: string | undefined;
  hint?: ReactNode;
}) {
  const t = useT();
  const linkClass = 'rounded-full px-5 py-2 font-semibold';
  if (total > 0) {
    // An address past the last page, e.g. an old shared link.
    return (
      <div className="rounded-xl bg-cream-100 p-8 text-center">
        <p className="text-lg font-semibold text-maroon-800">{t('listing.noMoreOnPage')}</p>
        <Link
          to={listingHref(pathname, { ...params, page: undefined })}
          className={`mt-4 inline-block bg-maroon-700 text-white ${linkClass}`}
        >
          {t('listing.firstPage')}
        </Link>
      </div>
    );
  }
  const filtered = hasActiveFilters(params);
  return (
    <div className="rounded-xl bg-cream-100 p-8 text-center">
      <p className="text-lg font-semibold text-maroon-800">
        {filtered ? t('listing.noMatch') : query ? t('listing.noResults', { query }) : t('listing.nothingHere')}
      </p>
      <p className="mt-1 text-ink-700">
        {filtered ? t('listing.noMatchHint') : query ? t('listing.noResultsHint') : t('listing.nothingHereHint')}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {filtered ? (
          <ClearFiltersLink
            pathname={pathname}
            params={params}
            className={`bg-maroon-700 text-white hover:bg-maroon-800 ${linkClass}`}
          />
        ) : null}
        <LocaleLink
          to="/collections"
          className={`border border-maroon-700 text-maroon-700 hover:bg-white ${linkClass}`}
        >
          {t('listing.browseCollections')}
        </LocaleLink>
      </div>
      {hint && !filtered ? <div className="mt-6">{hint}</div> : null}
    </div>
  );
}
