import type { OrderStatus } from '@shop/shared/constants';
import { ORDER_STATUS_LABELS } from '@shop/shared/order-status-labels';
import type { StatusHistoryEntry } from '@shop/shared/contracts/orders';

type TimelineStepKey = OrderStatus | 'expected';

type TimelineStep = {
  key: TimelineStepKey;
  label: string;
  /** ISO time the order reached this step (the expected date for `expected`), or null when unknown. */
  at: string | null;
  /** What the shop wrote when it made the change ('Shipped with Delhivery'), or ''. */
  note: string;
  /** `current` is the step the order's status names: the badge and the timeline read the same value. */
  state: 'done' | 'current' | 'upcoming';
};

export type TimelineInput = {
  orderStatus: OrderStatus;
  statusHistory: StatusHistoryEntry[];
  createdAt: string;
  /** The server's expected delivery date (the delivery rule's last day for the address's zone), or null. */
  expectedDelivery: string | null;
};

/** The order steps follow one another in this order on every path an order can take. */
const SEQUENCE: OrderStatus[] = [
  'pending',
  'processing',
  'shipped',
  'out_for_delivery',
  'delivered',
  'returned_to_origin',
  'cancelled',
  'returned',
  'refunded',
];

/** What reaching each status says about the statuses before it (a delivered order was shipped). */
const IMPLIES: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  processing: [],
  shipped: ['processing'],
  out_for_delivery: ['processing', 'shipped'],
  delivered: ['processing', 'shipped'],
  cancelled: ['processing'],
  returned: ['processing', 'shipped', 'delivered'],
  refunded: ['processing'],
  returned_to_origin: ['processing', 'shipped'],
};

/** Once any of these happened, no delivery is expected any more. */
const SETTLED: OrderStatus[] = ['delivered', 'cancelled', 'returned', 'refunded', 'returned_to_origin'];

/**
 * The steps of an order's timeline (spec section 4, DESIGN.md section 4), from its lowercase
 * status and status history: processing always; shipped once shipped or delivered; out for
 * delivery once the courier took it to the door (recorded, never implied); delivered;
 * cancelled; returned; refunded; and the server's expected delivery date until the order is
 * delivered or cancelled. A step the history does not record but the status implies (an order
 * delivered without a 'shipped' entry) is shown done, without a date.
 */
export function timelineSteps(order: TimelineInput): TimelineStep[] {
  const latest = new Map<OrderStatus, StatusHistoryEntry>();
  for (const entry of order.statusHistory) {
    // A courier's scan or a failed delivery is written under the status the order had: not a step.
    if (entry.remark) continue;
    const seen = latest.get(entry.status);
    if (!seen || seen.at <= entry.at) latest.set(entry.status, entry);
  }

  const reached = new Set<OrderStatus>([order.orderStatus, ...latest.keys()]);
  for (const status of [...reached]) for (const implied of IMPLIES[status]) reached.add(implied);
  // Pending is shown only while the order waits for its payment.
  if (order.orderStatus !== 'pending') reached.delete('pending');

  const steps: TimelineStep[] = [];
  for (const status of SEQUENCE) {
    const entry = latest.get(status);
    if (status === 'processing' && !reached.has('processing')) {
      steps.push({ key: status, label: ORDER_STATUS_LABELS[status], at: null, note: '', state: 'upcoming' });
      continue;
    }
    if (!reached.has(status)) continue;
    steps.push({
      key: status,
      label: ORDER_STATUS_LABELS[status],
      at: entry?.at ?? (status === 'processing' || status === 'pending' ? order.createdAt : null),
      note: entry?.note ?? '',
      state: status === order.orderStatus ? 'current' : 'done',
    });
  }

  if (order.expectedDelivery && !SETTLED.some((status) => reached.has(status))) {
    steps.push({
      key: 'expected',
      label: 'Expected delivery',
      at: order.expectedDelivery,
      note: '',
      state: 'upcoming',
    });
  }
  return steps;
}
