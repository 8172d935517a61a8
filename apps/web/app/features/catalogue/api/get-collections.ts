import { queryOptions, useQuery } from '../../../lib/query';
import type { CollectionsResponse } from '@shop/shared/contracts/listing';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function getCollections(api: ApiClient = browserApi) {
  return api<CollectionsResponse>('/collections');
}

export function collectionsQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['catalogue', 'collections'], queryFn: () => getCollections(api) });
}

export function useCollections() {
  return useQuery(collectionsQuery());
}
