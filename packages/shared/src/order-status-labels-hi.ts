import type { OrderStatus } from './constants';

/**
 * Each status in the shopper's words in Hindi, for the Hindi order pages and messages. A module of
 * its own, like the English map (order-status-labels.ts), so English pages carry none of it.
 */
export const HINDI_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'भुगतान का इंतज़ार',
  processing: 'तैयार हो रहा है',
  shipped: 'भेज दिया गया',
  out_for_delivery: 'डिलीवरी के लिए निकला',
  delivered: 'डिलीवर हो गया',
  cancelled: 'रद्द',
  returned: 'लौटाया गया',
  refunded: 'पैसे लौटाए गए',
  returned_to_origin: 'दुकान पर लौट आया',
};
