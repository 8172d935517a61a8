import { SHOP_NAME } from '@shop/shared/constants';
import { normaliseIndianMobile } from '@shop/shared/contracts/messages';
import { formatINR } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import type { Db } from '../../db/client';
import { enqueueText } from '../email/email-outbox-repository';
import type { OrderRow } from './order-repository';

/**
 * An update about an order for the shopper's phone: the WhatsApp template it is registered as, the
 * template's values in order, and the same words as one text for SMS and the admin's view.
 */
export type OrderText = { template: string; params: string[]; text: string };

/**
 * Orders are in English until the Hindi storefront records the language an order was placed in;
 * each message keeps its language, so a template per language can follow the order's.
 */
const ORDER_LANGUAGE = 'en';

/**
 * Writes an update to the order's delivery phone into the outbox, inside the caller's transaction:
 * WhatsApp when the shopper kept "Updates on WhatsApp" on (the sender falls back to SMS when it
 * fails), SMS otherwise. False when the order's phone is not an Indian mobile.
 */
export async function enqueueOrderText(
  db: Db,
  order: Pick<OrderRow, 'shippingAddress' | 'whatsappUpdates'>,
  message: OrderText,
): Promise<boolean> {
  const to = normaliseIndianMobile(order.shippingAddress.phone);
  if (!to) return false;
  await enqueueText(db, {
    channel: order.whatsappUpdates ? 'whatsapp' : 'sms',
    to,
    language: ORDER_LANGUAGE,
    ...message,
  });
  return true;
}

type Order = Pick<OrderRow, 'id' | 'totalPaise'>;
const number = (order: Pick<OrderRow, 'id'>) => `#${orderNumber(order.id)}`;
const orderLink = (order: Pick<OrderRow, 'id'>, publicUrl: string) =>
  `${publicUrl}/dashboard/orders/${encodeURIComponent(order.id)}`;

export const orderTexts = {
  codConfirmation(order: Order, links: { confirm: string; cancel: string }, reminder = false): OrderText {
    const lead = reminder ? 'Reminder: your' : 'Namaste! Your';
    return {
      template: reminder ? 'cod-reminder' : 'cod-confirmation',
      params: [number(order), formatINR(order.totalPaise), links.confirm, links.cancel],
      text: `${lead} cash-on-delivery order ${number(order)} of ${formatINR(order.totalPaise)} at ${SHOP_NAME} waits for your confirmation before it ships. Confirm: ${links.confirm} Cancel: ${links.cancel}`,
    };
  },

  placed(order: Order, publicUrl: string): OrderText {
    return {
      template: 'order-placed',
      params: [number(order), formatINR(order.totalPaise), orderLink(order, publicUrl)],
      text: `Thank you! Your ${SHOP_NAME} order ${number(order)} of ${formatINR(order.totalPaise)} is placed. See it here: ${orderLink(order, publicUrl)}`,
    };
  },

  shipped(order: Pick<OrderRow, 'id' | 'courier' | 'trackingNumber'>, trackingUrl: string): OrderText {
    const courier = order.courier ?? 'our courier';
    const awb = order.trackingNumber ?? '';
    return {
      template: 'order-shipped',
      params: [number(order), courier, awb, trackingUrl],
      text: `Your order ${number(order)} has shipped with ${courier}${awb ? ` (AWB ${awb})` : ''}. Track it: ${trackingUrl}`,
    };
  },

  outForDelivery(order: Pick<OrderRow, 'id'>, trackingUrl: string): OrderText {
    return {
      template: 'order-out-for-delivery',
      params: [number(order), trackingUrl],
      text: `Your order ${number(order)} is out for delivery and reaches you today. Track it: ${trackingUrl}`,
    };
  },

  delivered(order: Pick<OrderRow, 'id'>, publicUrl: string): OrderText {
    return {
      template: 'order-delivered',
      params: [number(order), orderLink(order, publicUrl)],
      text: `Your order ${number(order)} was delivered. Jai Shri Krishna! Tell us how it went: ${orderLink(order, publicUrl)}`,
    };
  },

  cancelled(order: Pick<OrderRow, 'id'>, byShop: boolean): OrderText {
    return {
      template: 'order-cancelled',
      params: [number(order)],
      text: byShop
        ? `Your order ${number(order)} was cancelled by ${SHOP_NAME}. Anything you paid will be refunded.`
        : `Your order ${number(order)} is cancelled as you asked. Anything you paid will be refunded.`,
    };
  },

  refunded(order: Pick<OrderRow, 'id'>, amountPaise: number): OrderText {
    return {
      template: 'refund-issued',
      params: [number(order), formatINR(amountPaise)],
      text: `A refund of ${formatINR(amountPaise)} for your order ${number(order)} is on its way to you. Banks take 5 to 7 working days.`,
    };
  },

  returnDecided(order: Pick<OrderRow, 'id'>, approved: boolean): OrderText {
    return {
      template: approved ? 'return-approved' : 'return-rejected',
      params: [number(order)],
      text: approved
        ? `Your return for order ${number(order)} is approved. We will arrange the pickup and your refund.`
        : `Your return request for order ${number(order)} was not approved. Reply to this message or write to us to know more.`,
    };
  },
};
