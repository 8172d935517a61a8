import { queryOptions, useQuery } from '../../../lib/query';
import type { SaleBannerResponse } from '@shop/shared/contracts/catalogue';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** The running festival sale's banner (null: none), its words in both languages. */
export function getSaleBanner(api: ApiClient = browserApi) {
  return api<SaleBannerResponse>('/sale-banner');
}

export function saleBannerQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['home', 'sale-banner'], queryFn: () => getSaleBanner(api) });
}

export function useSaleBanner() {
  return useQuery(saleBannerQuery());
}
