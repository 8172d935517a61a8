import type { OrderStatus } from '@shop/shared/constants';
import type { Order } from '@shop/shared/contracts/orders';

import { CLOCK_OPTIONS } from '@shop/shared/date-format';
import { formatDate } from '@shop/shared/dates';
import type { Locale } from '@shop/shared/locale';
import { supportChatUrl } from '@shop/shared/support-chat';
import type { MessageId } from '../../locales/catalogues.server';
import type { Translate } from '../../lib/i18n';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTimeFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...CLOCK_OPTIONS.hi,
    timeZone: 'Asia/Kolkata',
  }),
};

// India time on the server and in the browser alike, so a server-rendered date never changes on
// hydration. English keeps its short month (23 Nov 2026); Hindi writes the shop's day (23 नवंबर 2026).
export function formatOrderDate(iso: string, locale: Locale = 'en'): string {
  return locale === 'en' ? dateFormat.format(new Date(iso)) : formatDate(iso, locale);
}

export function formatOrderDateTime(iso: string, locale: Locale = 'en'): string {
  return dateTimeFormats[locale].format(new Date(iso));
}

type Payment = Order['payment'];

export function paymentMethodLabel(method: Payment['method'], t: Translate): string {
  return method === 'cod' ? t('orders.payCod') : t('orders.payOnline');
}

const PAYMENT_STATE: Record<Exclude<Payment['status'], 'pending'>, MessageId> = {
  paid: 'orders.payPaid',
  failed: 'orders.payFailed',
  refunded: 'orders.payRefunded',
  partially_refunded: 'orders.payPartial',
};

/** The payment's state in the shopper's words; cash on delivery is collected by the courier. */
export function paymentStateLabel(payment: Payment, t: Translate): string {
  if (payment.status === 'pending')
    return payment.method === 'cod' ? t('orders.payOnDelivery') : t('orders.payAwaiting');
  return t(PAYMENT_STATE[payment.status]);
}

/**
 * The payment line of an order: a cash-on-delivery order still held for an emailed link (placed
 * before such orders needed a proven phone) waits for it, and is dropped if it is never opened. A
 * cancelled order that was never paid asks for nothing.
 */
export function orderPaymentLabel(
  order: Pick<Order, 'orderStatus' | 'payment' | 'awaitingConfirmationUntil'>,
  t: Translate,
): string {
  if (order.orderStatus === 'cancelled' && order.payment.status === 'pending') return t('orders.payNothing');
  if (order.payment.method === 'cod' && order.orderStatus === 'pending') {
    return order.awaitingConfirmationUntil ? t('orders.payAwaitConfirm') : t('orders.payLapsed');
  }
  return paymentStateLabel(order.payment, t);
}

/** An order status in words ('Out for delivery'): the badge and the timeline say the same. */
export const STATUS_WORDS: Record<OrderStatus, MessageId> = {
  pending: 'orders.statusPending',
  processing: 'orders.statusProcessing',
  shipped: 'orders.statusShipped',
  out_for_delivery: 'orders.statusOutForDelivery',
  delivered: 'orders.statusDelivered',
  cancelled: 'orders.statusCancelled',
  returned: 'orders.statusReturned',
  refunded: 'orders.statusRefunded',
  returned_to_origin: 'orders.statusReturnedToOrigin',
};

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
export function supportMailHref(email: string, order: Pick<Order, 'orderNumber'>, t: Translate): string {
  const subject = t('orders.supportMailSubject', { number: order.orderNumber });
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** The shop's WhatsApp chat with the first message written: which order the shopper needs help with. */
export function supportChatHref(order: Pick<Order, 'orderNumber'>, t: Translate): string {
  return supportChatUrl(t('orders.supportChatText', { number: order.orderNumber }));
}

export function itemCountText(products: { quantity: number }[], t: Translate): string {
  return t('orders.items', { count: products.reduce((sum, product) => sum + product.quantity, 0) });
}
