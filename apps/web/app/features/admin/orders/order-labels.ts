// How the back office names an order's status, payment method and payment status (the wire's
// lowercase values), wherever orders show: the orders list and page, returns, customers, dashboard.

import { ORDER_STATUS_LABELS as SHOPPER_STATUS_LABELS } from '@shop/shared/order-status-labels';

/** The shopper's words, except that the owner is told a returned-to-origin parcel was refused. */
export const ORDER_STATUS_LABELS = {
  ...SHOPPER_STATUS_LABELS,
  returned_to_origin: 'Returned to origin (refused)',
} as const;

export const PAYMENT_METHOD_LABELS = { online: 'Online', cod: 'Cash on delivery' } as const;

/** A cash-on-delivery order's confirmation; `unconfirmed` is the owner's to call. */
export const COD_CONFIRMATION_LABELS = {
  awaiting: 'Awaiting the customer',
  unconfirmed: 'COD unconfirmed',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
} as const;

export const PAYMENT_STATUS_LABELS = {
  pending: 'Unpaid',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
} as const;

/** How a courier is picked when the owner does not pick one. */
export const COURIER_RULE_LABELS = { cheapest: 'Cheapest courier', fastest: 'Fastest courier' } as const;
