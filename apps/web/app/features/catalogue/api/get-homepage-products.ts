import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomepageProductsResponse } from '@shop/shared/contracts/catalogue';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function getHomepageProducts(api: ApiClient = browserApi) {
  return api<HomepageProductsResponse>('/product/homepage-products');
}

export function homepageProductsQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['catalogue', 'homepage-products'], queryFn: () => getHomepageProducts(api) });
}

export function useHomepageProducts() {
  return useQuery(homepageProductsQuery());
}
