import { queryOptions, useQuery } from '../../../lib/query';
import { listingSearchParams, type ListingParams } from '@shop/shared/contracts/listing-address';
import type { ProductSetsResponse } from '@shop/shared/contracts/sets';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import type { ListingSource } from '../../catalogue/api/get-listing';

/** GET /sets?…: the sets a listing shows above its products, by the same filters (decision 0160). */
function listedSetsPath(source: ListingSource, params: ListingParams): string {
  const query = listingSearchParams(params);
  if (source.kind === 'collections') query.set('collection', source.slugs.join(','));
  const text = query.toString();
  return text ? `/sets?${text}` : '/sets';
}

export async function getListedSets(source: ListingSource, params: ListingParams, api: ApiClient = browserApi) {
  return (await api<ProductSetsResponse>(listedSetsPath(source, params))).data;
}

export function listedSetsQuery(source: ListingSource, params: ListingParams, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: ['catalogue', 'listed-sets', listedSetsPath(source, params)],
    queryFn: () => getListedSets(source, params, api),
  });
}

export function useListedSets(source: ListingSource, params: ListingParams) {
  return useQuery(listedSetsQuery(source, params));
}
