// What may happen to an order after it is placed (DESIGN.md section 4). Pure rules
// shared by the API, which enforces them, and the web, which only uses them to show or hide a button.
// Money is integer paise; times are Dates and the caller passes its own clock.

import type { OrderStatus, PaymentProvider, PaymentStatus } from './constants';
import { RETURN_WINDOW_DAYS, type ShippingMethod } from './constants';
import { deliveryWindow, deliveryZone } from './delivery-estimate';
import type { ErrorCode, ErrorParams } from './errors';
import { formatINR } from './money';
import { isUuid } from './uuid';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses the shop owner may move an order to by hand. */
export type StatusTarget =
  'processing' | 'shipped' | 'out_for_delivery' | 'delivered' | 'cancelled' | 'returned_to_origin';

/** Shipping starts the point of no return: until then the shopper (or the owner) may cancel. */
export function canCancel(status: OrderStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/**
 * The owner's hand moves: processing → shipped → out for delivery → delivered (delivered may skip
 * the last step; refused at the door, the parcel goes back to the shop from either), and cancel
 * before shipping. An unpaid
 * online order becomes `processing` only through its payment, never by hand; `returned` and
 * `refunded` follow a return approval or a refund, never a status change.
 */
export function allowedTransitions(status: OrderStatus): StatusTarget[] {
  switch (status) {
    case 'pending':
      return ['cancelled'];
    case 'processing':
      return ['shipped', 'cancelled'];
    case 'shipped':
      // A parcel refused at the door comes back to the shop (RTO).
      return ['out_for_delivery', 'delivered', 'returned_to_origin'];
    case 'out_for_delivery':
      return ['delivered', 'returned_to_origin'];
    default:
      return [];
  }
}

export function isTransitionAllowed(from: OrderStatus, to: StatusTarget): boolean {
  return allowedTransitions(from).includes(to);
}

/** The last moment a return may be asked for: delivery plus seven days. */
/**
 * Whether the owner may book the order's parcel: being prepared, and paid online or cash on
 * delivery the shopper did not leave awaiting its confirmation (`unconfirmed` is the admin's name
 * for one still awaiting after its reminder). The ready-to-ship list filters the same in SQL.
 */
export function isReadyToShip(order: {
  status: OrderStatus;
  paymentMethod: 'online' | 'cod';
  paymentStatus: PaymentStatus;
  codConfirmation: string | null;
}): boolean {
  if (order.status !== 'processing') return false;
  if (order.paymentMethod === 'online') return order.paymentStatus === 'paid';
  return order.codConfirmation !== 'awaiting' && order.codConfirmation !== 'unconfirmed';
}

export function returnDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

export function withinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  if (!deliveredAt) return false;
  return now.getTime() <= returnDeadline(deliveredAt).getTime();
}

/**
 * A return may be asked for when the order is delivered, within the window, and no request is open
 * or approved (a rejected one may be followed by a new request while the window lasts).
 */
export function canRequestReturn(
  order: { status: OrderStatus; deliveredAt: Date | null },
  latestReturn: { status: 'requested' | 'approved' | 'rejected' } | null,
  now: Date,
): boolean {
  if (order.status !== 'delivered' || !withinReturnWindow(order.deliveredAt, now)) return false;
  return latestReturn === null || latestReturn.status === 'rejected';
}

/**
 * The last day of the delivery window for the order's address zone and method, shown until the
 * order is delivered or cancelled. A store pickup is not delivered, so it has none.
 */
export function expectedDelivery(order: {
  placedAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  shippingAddress: { state: string; city: string; shippingMethod: ShippingMethod };
}): Date | null {
  if (order.deliveredAt || order.cancelledAt) return null;
  const method = order.shippingAddress.shippingMethod;
  if (method === 'store') return null;
  return deliveryWindow(order.placedAt ?? order.createdAt, deliveryZone(order.shippingAddress), method).latest;
}

/** What may still be refunded: what was paid less refunds already made or under way. */
export function refundablePaise(paidPaise: number, refundedPaise: number): number {
  return Math.max(0, paidPaise - refundedPaise);
}

/** Why a refund of `amountPaise` may not be made, or null when it may. */
export function refundProblem(
  amountPaise: number,
  paidPaise: number,
  refundedPaise: number,
): { code: ErrorCode; params?: ErrorParams } | null {
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) return { code: 'REFUND_AMOUNT_INVALID' };
  if (paidPaise <= 0) return { code: 'REFUND_NOTHING_PAID' };
  const max = refundablePaise(paidPaise, refundedPaise);
  if (amountPaise > max) return { code: 'REFUND_EXCEEDS_REFUNDABLE', params: { max: formatINR(max) } };
  return null;
}

/** The payment state once `processedPaise` of `paidPaise` has come back to the shopper. */
export function paymentStatusAfterRefunds(paidPaise: number, processedPaise: number): PaymentStatus | null {
  if (processedPaise <= 0 || paidPaise <= 0) return null;
  return processedPaise >= paidPaise ? 'refunded' : 'partially_refunded';
}

/**
 * The order's status once everything paid has been refunded: a cancelled, returned or delivered
 * order is closed as `refunded`; one still on its way keeps its status (the owner cancels it
 * instead, which gives the stock back).
 */
export function statusAfterFullRefund(status: OrderStatus): OrderStatus {
  return status === 'cancelled' || status === 'returned' || status === 'delivered' ? 'refunded' : status;
}

/** A GST invoice exists for goods sold: paid (or paid on delivery), and not cancelled before shipping. */
export function invoiceAvailable(order: { paymentStatus: PaymentStatus; cancelledAt: Date | null }): boolean {
  const paid =
    order.paymentStatus === 'paid' ||
    order.paymentStatus === 'partially_refunded' ||
    order.paymentStatus === 'refunded';
  return paid && order.cancelledAt === null;
}

/** The short reference shown to people: the id's first eight characters, upper-cased. */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

export function isOrderId(value: string): boolean {
  return isUuid(value);
}

function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  // +91 and a leading 0 are the same number as its last ten digits.
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/**
 * Whether a visitor's `confirm` is the order's email (any case, spaces around ignored) or its
 * phone number (digits only, with or without +91 / 0).
 */
export function trackingConfirmMatches(order: { contactEmail: string; phone: string }, confirm: string): boolean {
  const value = confirm.trim();
  if (value === '') return false;
  if (value.includes('@')) return value.toLowerCase() === order.contactEmail.trim().toLowerCase();
  const given = phoneDigits(value);
  return given.length === 10 && given === phoneDigits(order.phone);
}

/** An order paid through the sandbox moved no money: the owner sees it marked, and it is no sale. */
export function isTestOrder(order: { paymentProvider: PaymentProvider }): boolean {
  return order.paymentProvider === 'sandbox';
}
