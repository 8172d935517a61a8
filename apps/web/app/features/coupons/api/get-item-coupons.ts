import { queryOptions, useQuery } from '../../../lib/query';
import type { CouponsResponse } from '@shop/shared/contracts/coupons';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** GET /api/v1/user/coupons?product=: the coupons judged by the server on one of the product's cheapest size. */
export function getItemCoupons(slug: string, api: ApiClient = browserApi) {
  return api<CouponsResponse>(`/user/coupons?product=${encodeURIComponent(slug)}`);
}

export function itemCouponsQuery(slug: string, api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['coupons', 'item', slug], queryFn: () => getItemCoupons(slug, api) });
}

/** Read in the browser only: which coupons a shopper may use is theirs, and the product page is shared. */
export function useItemCoupons(slug: string) {
  return useQuery(itemCouponsQuery(slug));
}
