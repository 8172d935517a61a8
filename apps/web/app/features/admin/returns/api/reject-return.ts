import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminReturnResponse, RejectReturnRequest } from '@shop/shared/contracts/admin-orders';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { orderChanged } from '../../orders/api/order-changed';

/** POST /api/v1/admin/returns/:returnId/reject {note}: the note is shown to the customer. */
export function rejectReturn(returnId: string, body: RejectReturnRequest, api: ApiClient = browserApi) {
  return api<AdminReturnResponse>(`/admin/returns/${encodeURIComponent(returnId)}/reject`, { method: 'POST', body });
}

export function useRejectReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { returnId: string; body: RejectReturnRequest }) => rejectReturn(input.returnId, input.body),
    onSuccess: (response) => orderChanged(queryClient, response.order),
  });
}
