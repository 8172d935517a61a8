import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { listingSearchParams, type ListingParams } from '@shop/shared/contracts/listing-address';
import type { ListingResponse } from '@shop/shared/contracts/listing';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** Where a listing's products come from, before the shopper's filters. */
export type ListingSource = { kind: 'all' } | { kind: 'collections'; slugs: readonly string[] } | { kind: 'search' };

/** The API address of one page of a listing, in the one written form of its filters. */
function listingApiPath(source: ListingSource, params: ListingParams): string {
  const query = listingSearchParams(params);
  let path = '/products';
  if (source.kind === 'search') path = '/search';
  if (source.kind === 'collections') {
    const [only] = source.slugs;
    if (source.slugs.length === 1 && only) path = `/product/collection/${encodeURIComponent(only)}`;
    else query.set('collection', source.slugs.join(','));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function getListing(source: ListingSource, params: ListingParams, api: ApiClient = browserApi) {
  return api<ListingResponse>(listingApiPath(source, params));
}

export function listingQuery(source: ListingSource, params: ListingParams, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: ['catalogue', 'listing', listingApiPath(source, params)],
    queryFn: () => getListing(source, params, api),
  });
}

/** The page keeps showing the previous results while the next filters load. */
export function useListing(source: ListingSource, params: ListingParams) {
  return useQuery({ ...listingQuery(source, params), placeholderData: keepPreviousData });
}
