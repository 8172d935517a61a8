import { queryOptions, useQuery } from '../../../lib/query';
import type { ProductSetsResponse } from '@shop/shared/contracts/sets';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** GET /products/:slug/sets: the sets on sale that hold a size of this product. */
export async function getProductSets(slug: string, api: ApiClient = browserApi) {
  return (await api<ProductSetsResponse>(`/products/${encodeURIComponent(slug)}/sets`)).data;
}

export function productSetsQuery(slug: string, api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['catalogue', 'product-sets', slug], queryFn: () => getProductSets(slug, api) });
}

export function useProductSets(slug: string) {
  return useQuery(productSetsQuery(slug));
}
