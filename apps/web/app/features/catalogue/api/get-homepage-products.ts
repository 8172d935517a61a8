import type { HomepageProductsResponse } from '@shop/shared/contracts/catalogue';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function getHomepageProducts(api: ApiClient = browserApi) {
  return api<HomepageProductsResponse>('/product/homepage-products');
}
