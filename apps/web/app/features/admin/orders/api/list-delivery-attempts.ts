import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminDeliveryAttemptList } from '@shop/shared/contracts/delivery-attempts';
import { browserApi, type ApiClient } from '../../../../lib/api-client';

export const ADMIN_DELIVERY_ATTEMPTS_QUERY_KEY = ['admin', 'delivery-attempts'] as const;

/** GET /api/v1/admin/delivery-attempts: open failed deliveries, and choices to pass on by hand. */
export function listDeliveryAttempts(api: ApiClient = browserApi): Promise<AdminDeliveryAttemptList> {
  return api<AdminDeliveryAttemptList>('/admin/delivery-attempts');
}

export function deliveryAttemptsQuery(api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: ADMIN_DELIVERY_ATTEMPTS_QUERY_KEY,
    queryFn: () => listDeliveryAttempts(api),
    staleTime: 30_000,
  });
}

export function useDeliveryAttempts() {
  return useQuery(deliveryAttemptsQuery());
}
