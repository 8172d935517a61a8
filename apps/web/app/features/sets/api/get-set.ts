import { queryOptions, useQuery } from '../../../lib/query';
import type { SetResponse } from '@shop/shared/contracts/sets';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** GET /sets/:slug: a complete set with its parts, price, MRP and stock. */
export function getSet(slug: string, api: ApiClient = browserApi) {
  return api<SetResponse>(`/sets/${encodeURIComponent(slug)}`);
}

export function setQuery(slug: string, api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['catalogue', 'set', slug], queryFn: () => getSet(slug, api) });
}

export function useSet(slug: string) {
  return useQuery(setQuery(slug));
}
