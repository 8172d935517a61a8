import type { OrderStatus, PaymentStatus } from '@shop/shared/constants';
import { StatusBadge, type BadgeTone } from '../../shared/status-badge';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../order-labels';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  processing: 'warning',
  shipped: 'info',
  out_for_delivery: 'info',
  delivered: 'success',
  cancelled: 'danger',
  returned: 'neutral',
  refunded: 'neutral',
  returned_to_origin: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</StatusBadge>;
}

export function PaymentStatusText({ status }: { status: PaymentStatus }) {
  return (
    <span className={status === 'paid' ? 'font-semibold text-leaf-600' : 'text-ink-900'}>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** Marks an order paid through the sandbox: no money moved, and the dashboard leaves it out of sales. */
export function TestOrderBadge({ testOrder }: { testOrder: boolean }) {
  return testOrder ? <StatusBadge tone="warning">Test order</StatusBadge> : null;
}
