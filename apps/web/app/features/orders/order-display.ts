import { SHIPPING_METHOD_DETAILS, type OrderStatus, type ShippingMethod } from '@shop/shared/constants';
import { deliveryZone, shippingMethodEta } from '@shop/shared/delivery-estimate';
import type { Order } from '@shop/shared/contracts/orders';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

// India time on the server and in the browser alike, so a server-rendered date never changes on hydration.
export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatOrderDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

type Payment = Order['payment'];

export function paymentMethodLabel(method: Payment['method']): string {
  return method === 'cod' ? 'Cash on Delivery' : 'Paid online (card / UPI)';
}

/** The payment's state in the shopper's words; cash on delivery is collected by the courier. */
export function paymentStateLabel(payment: Payment): string {
  switch (payment.status) {
    case 'paid':
      return 'Paid';
    case 'pending':
      return payment.method === 'cod' ? 'Pay on delivery' : 'Awaiting payment';
    case 'failed':
      return 'Payment failed';
    case 'refunded':
      return 'Refunded';
    case 'partially_refunded':
      return 'Partially refunded';
  }
}

/**
 * The payment line of an order: a cash-on-delivery order from an unverified account first waits
 * for the shopper to confirm it from their email, and is dropped if they never do. A cancelled
 * order that was never paid asks for nothing.
 */
export function orderPaymentLabel(order: Pick<Order, 'orderStatus' | 'payment' | 'awaitingConfirmationUntil'>): string {
  if (order.orderStatus === 'cancelled' && order.payment.status === 'pending') return 'Nothing to pay (cancelled)';
  if (order.payment.method === 'cod' && order.orderStatus === 'pending') {
    return order.awaitingConfirmationUntil ? 'Awaiting your confirmation' : 'Not confirmed in time';
  }
  return paymentStateLabel(order.payment);
}

export function shippingMethodLabel(address: { shippingMethod: ShippingMethod; state: string; city: string }): string {
  const method = address.shippingMethod;
  return `${SHIPPING_METHOD_DETAILS[method].label} (${shippingMethodEta(method, deliveryZone(address))})`;
}

/** Badge colours per status; the text is always the status value itself. */
export const STATUS_BADGE_CLASS: Record<OrderStatus, string> = {
  pending: 'bg-cream-200 text-ink-900',
  processing: 'bg-gold-400 text-ink-900',
  shipped: 'bg-saffron-700 text-white',
  out_for_delivery: 'bg-saffron-700 text-white',
  delivered: 'bg-leaf-600 text-white',
  cancelled: 'bg-ink-700 text-white',
  returned: 'bg-maroon-700 text-white',
  refunded: 'bg-maroon-900 text-white',
  returned_to_origin: 'bg-ink-700 text-white',
};

/** 'Subject: Order 1A2B3C4D' mail to support, with the full id so the shop finds it at once. */
export function supportMailHref(email: string, order: Pick<Order, 'orderNumber'>): string {
  const subject = `Help with order #${order.orderNumber}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** The shop's WhatsApp chat with the first message written: which order the shopper needs help with. */
export function supportChatHref(chatUrl: string, order: Pick<Order, 'orderNumber'>): string {
  return `${chatUrl}?text=${encodeURIComponent(`Namaste, I need help with my order #${order.orderNumber}.`)}`;
}

export function itemCountText(products: { quantity: number }[]): string {
  const count = products.reduce((sum, product) => sum + product.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
