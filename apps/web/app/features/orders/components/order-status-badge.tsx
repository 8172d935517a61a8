import type { OrderStatus } from '@shop/shared/constants';
import { ORDER_STATUS_LABELS } from '@shop/shared/order-status-labels';
import { STATUS_BADGE_CLASS } from '../order-display';

/** The order's status in words ('Out for delivery'); the timeline reads the same value and label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${STATUS_BADGE_CLASS[status]}`}
    >
      <span className="sr-only">Status: </span>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
