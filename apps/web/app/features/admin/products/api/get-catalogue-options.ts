import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminCatalogueOptions } from '@shop/shared/contracts/admin-products';
import { adminApi } from '../../shared/admin-api';

/** GET /api/v1/admin/catalogue/options: categories, collections and deities for forms and filters. */
export function getCatalogueOptions() {
  return adminApi<AdminCatalogueOptions>('/catalogue/options');
}

export const catalogueOptionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'catalogue-options'], queryFn: getCatalogueOptions });

export function useCatalogueOptions() {
  return useQuery(catalogueOptionsQuery());
}
