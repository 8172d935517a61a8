import { queryOptions, useQuery } from '../../../lib/query';
import type { ProductResponse } from '@shop/shared/contracts/catalogue';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function getProduct(slug: string, api: ApiClient = browserApi) {
  return api<ProductResponse>(`/product/${encodeURIComponent(slug)}`);
}

export function productQuery(slug: string, api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['catalogue', 'product', slug], queryFn: () => getProduct(slug, api) });
}

export function useProduct(slug: string) {
  return useQuery(productQuery(slug));
}
