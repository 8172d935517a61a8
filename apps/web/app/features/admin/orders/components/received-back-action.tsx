import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminOrder, AdminOrderResponse } from '@shop/shared/contracts/admin-orders';
import { browserApi, ApiError } from '../../../../lib/api-client';
import { shopDateTime } from '../../shared/admin-format';
import { toast } from '../../../../lib/toast';
import { orderChanged } from '../api/order-changed';

/** POST /api/v1/admin/orders/:orderId/received-back: the returned parcel is on the shelf again. */
function useReceiveBack(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      browserApi<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}/received-back`, { method: 'POST' }),
    onSuccess: (response) => orderChanged(queryClient, response.order),
  });
}

/**
 * A parcel returned to origin: until the owner has it in hand, what to do when it arrives and the
 * button that restocks it (and refunds an order paid online) once; afterwards, when it came back.
 */
export function ReceivedBackAction({ order }: { order: AdminOrder }) {
  const receive = useReceiveBack(order._id);
  if (order.orderStatus !== 'returned_to_origin') return null;
  if (order.receivedBackAt) {
    return (
      <p data-testid="received-back">
        <span className="font-semibold">Returned parcel received back </span>
        {shopDateTime(order.receivedBackAt)}: its stock is back on the shelf.
      </p>
    );
  }
  const run = () =>
    receive.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Parcel received back'),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not update the order'),
    });
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-saffron-600 bg-cream-100 p-3"
      data-testid="received-back"
    >
      <p>
        <span className="font-semibold">The courier is returning this parcel to you (RTO). </span>
        When it reaches you and you have checked it, press the button: its items go back in stock
        {order.payment.method === 'online' ? ' and the online payment is refunded in full' : ''}.
      </p>
      <div>
        <button
          type="button"
          className="rounded-lg bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-50"
          disabled={receive.isPending}
          onClick={run}
        >
          Parcel received back
        </button>
      </div>
    </div>
  );
}
