import type { ApiClient } from '../../lib/api-client';
import { hydrateLater } from '../../lib/hydrate-later';
import type { ListingParams } from '@shop/shared/contracts/listing-address';
import type { ListingSource } from '../catalogue/api/get-listing';
import { listedSetsQuery } from './api/get-listed-sets';

// The complete sets above a listing's products (decision 0160), for the listing routes: the
// server's HTML (plain links) until its code comes, so none of it is among the page's first scripts.

/** The strip; its `source` must keep its identity between renders (a constant, or memoised). */
export const ListingSets = hydrateLater(() => import('./components/set-strip').then((module) => module.SetStrip));

/** For `loadListingPage`'s `also`: the strip's call, prefetched with the products. */
export function listingSetsQueries(source: ListingSource) {
  return (params: ListingParams) => (api: ApiClient) => [listedSetsQuery(source, params, api)];
}
