import type { OrderStatus } from './constants';

/**
 * Each status in the shopper's words, wherever a shopper reads one (badge, timeline). Kept out of
 * constants.ts, which every page loads: only order pages read these.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  processing: 'Processing',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
  refunded: 'Refunded',
  returned_to_origin: 'Returned to the shop',
};
