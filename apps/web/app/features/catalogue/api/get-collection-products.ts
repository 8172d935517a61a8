import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionProductsResponse } from '@shop/shared/contracts/catalogue';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function getCollectionProducts(slug: string, api: ApiClient = browserApi) {
  return api<CollectionProductsResponse>(`/product/collection/${encodeURIComponent(slug)}`);
}

export function collectionProductsQuery(slug: string, api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['catalogue', 'collection', slug], queryFn: () => getCollectionProducts(slug, api) });
}

export function useCollectionProducts(slug: string) {
  return useQuery(collectionProductsQuery(slug));
}
