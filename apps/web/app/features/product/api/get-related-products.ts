import { RELATED_PRODUCTS_MAX } from '@shop/shared/constants';
import type { ProductCardsResponse } from '@shop/shared/contracts/listing';
import { queryOptions, useQuery } from '../../../lib/query';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** Up to four products of the same category, not this one (GET /product/:slug/recommended). */
export async function getRelatedProducts(slug: string, api: ApiClient = browserApi) {
  const response = await api<ProductCardsResponse>(`/product/${encodeURIComponent(slug)}/recommended`);
  return response.data.slice(0, RELATED_PRODUCTS_MAX);
}

export function relatedProductsQuery(slug: string, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: ['catalogue', 'related', slug],
    queryFn: () => getRelatedProducts(slug, api),
  });
}

export function useRelatedProducts(slug: string) {
  return useQuery(relatedProductsQuery(slug));
}
