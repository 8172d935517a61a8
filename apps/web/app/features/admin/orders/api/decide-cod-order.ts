import { useMutation, useQueryClient } from '../../../../lib/query';
import type { MessageResponse } from '@shop/shared/contracts/auth';
import type { CodDecision } from '@shop/shared/contracts/messages';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { ADMIN_DASHBOARD_QUERY_KEY } from '../../shared/admin-query-keys';
import { adminOrderQueryKey } from './get-order';
import { ADMIN_ORDERS_QUERY_KEY } from './list-orders';

/** POST /api/v1/admin/orders/:orderId/cod-confirmation: the owner confirms or cancels after a call. */
export function decideCodOrder(orderId: string, decision: CodDecision, api: ApiClient = browserApi) {
  return api<MessageResponse>(`/admin/orders/${encodeURIComponent(orderId)}/cod-confirmation`, {
    method: 'POST',
    body: { decision },
  });
}

export function useDecideCodOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CodDecision) => decideCodOrder(orderId, decision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrderQueryKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY });
    },
  });
}
