import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminReturnResponse, ApproveReturnRequest } from '@shop/shared/contracts/admin-orders';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { orderChanged } from '../../orders/api/order-changed';

/** POST /api/v1/admin/returns/:returnId/approve {note?}: stock back, refund of the payment. */
export function approveReturn(returnId: string, body: ApproveReturnRequest, api: ApiClient = browserApi) {
  return api<AdminReturnResponse>(`/admin/returns/${encodeURIComponent(returnId)}/approve`, {
    method: 'POST',
    body: body ?? {},
  });
}

export function useApproveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { returnId: string; body: ApproveReturnRequest }) => approveReturn(input.returnId, input.body),
    onSuccess: (response) => orderChanged(queryClient, response.order),
  });
}
