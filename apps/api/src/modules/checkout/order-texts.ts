import { SHOP_NAME } from '@shop/shared/constants';
import { normaliseIndianMobile } from '@shop/shared/contracts/messages';
import type { Locale } from '@shop/shared/locale';
import { formatDayAndTime } from '@shop/shared/date-format';
import { formatINR } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import type { Db } from '../../db/client';
import { shopLink } from '../../lib/shop-link';
import { enqueueText } from '../email/email-outbox-repository';
import type { MessageTemplate } from '../email/message-templates';
import type { OrderRow } from './order-repository';

/**
 * An update about an order for the shopper's phone: the WhatsApp template it is registered as, the
 * template's values in order, the same words as one text for SMS and the admin's view, and their
 * language (the order's): WhatsApp sends the template registered in that language.
 */
export type OrderText = { template: MessageTemplate; params: string[]; text: string; language: Locale };

/**
 * Writes an update about an order to `to` (an E.164 mobile, from `orderPhone`) into the outbox,
 * inside the caller's transaction: WhatsApp when the shopper kept "Updates on WhatsApp" on (the
 * sender falls back to SMS when it fails), SMS otherwise. False when there is no phone to write to.
 */
export async function enqueueOrderText(
  db: Db,
  to: string | null,
  order: Pick<OrderRow, 'whatsappUpdates'>,
  message: OrderText,
): Promise<boolean> {
  if (!to) return false;
  await enqueueText(db, {
    channel: order.whatsappUpdates ? 'whatsapp' : 'sms',
    to,
    ...message,
  });
  return true;
}

/**
 * The phone an order's texts go to. A cash-on-delivery order's go to the phone its account proved
 * (decision 0127): checkout places none without one, so the shop never texts a stranger's number
 * typed as the delivery phone. An online order's, and one placed before that rule from an account
 * with no proven phone, go to the delivery phone when it is an Indian mobile.
 */
export function orderPhone(
  order: Pick<OrderRow, 'paymentMethod' | 'shippingAddress'>,
  account: { phone: string | null; phoneVerifiedAt: Date | null } | undefined,
): string | null {
  if (order.paymentMethod === 'cod' && account?.phone && account.phoneVerifiedAt) return account.phone;
  return normaliseIndianMobile(order.shippingAddress.phone);
}

type Order = Pick<OrderRow, 'id' | 'totalPaise' | 'locale'>;
type Ref = Pick<OrderRow, 'id' | 'locale'>;
const number = (order: Pick<OrderRow, 'id'>) => `#${orderNumber(order.id)}`;
const orderLink = (order: Ref, publicUrl: string) =>
  shopLink(publicUrl, `/dashboard/orders/${encodeURIComponent(order.id)}`, order.locale);
const trackLink = (order: Ref, publicUrl: string) =>
  shopLink(publicUrl, `/track-order/${encodeURIComponent(order.id)}`, order.locale);

// Each text's words in both languages; the WhatsApp template of each name is registered in both,
// with the same values in the same order.
const ENGLISH = {
  codConfirmation: (n: string, amount: string, confirm: string, cancel: string, until: string) =>
    `Namaste! Your cash-on-delivery order ${n} of ${amount} at ${SHOP_NAME} waits for your confirmation before it ships. Confirm by ${until}, or it is cancelled. Confirm: ${confirm} Cancel: ${cancel}`,
  placed: (n: string, amount: string, link: string) =>
    `Thank you! Your ${SHOP_NAME} order ${n} of ${amount} is placed. See it here: ${link}`,
  ourCourier: 'our courier',
  shipped: (n: string, courier: string, awb: string, link: string) =>
    `Your order ${n} has shipped with ${courier}${awb ? ` (AWB ${awb})` : ''}. Track it: ${link}`,
  outForDelivery: (n: string, link: string) =>
    `Your order ${n} is out for delivery and reaches you today. Track it: ${link}`,
  delivered: (n: string, link: string) =>
    `Your order ${n} was delivered. Jai Shri Krishna! Tell us how it went: ${link}`,
  cancelled: (n: string, byShop: boolean) =>
    byShop
      ? `Your order ${n} was cancelled by ${SHOP_NAME}. Anything you paid will be refunded.`
      : `Your order ${n} is cancelled as you asked. Anything you paid will be refunded.`,
  refunded: (n: string, amount: string) =>
    `A refund of ${amount} for your order ${n} is on its way to you. Banks take 5 to 7 working days.`,
  returnDecided: (n: string, approved: boolean) =>
    approved
      ? `Your return for order ${n} is approved. We will arrange the pickup and your refund.`
      : `Your return request for order ${n} was not approved. Reply to this message or write to us to know more.`,
};

const WORDS: Record<Locale, typeof ENGLISH> = {
  en: ENGLISH,
  hi: {
    codConfirmation: (n, amount, confirm, cancel, until) =>
      `नमस्ते! आपका ${SHOP_NAME} का ${amount} का कैश ऑन डिलीवरी ऑर्डर ${n} भेजने से पहले आपकी पुष्टि का इंतज़ार कर रहा है। ${until} तक पुष्टि करें, नहीं तो यह रद्द हो जाएगा। पुष्टि करें: ${confirm} रद्द करें: ${cancel}`,
    placed: (n, amount, link) => `धन्यवाद! आपका ${SHOP_NAME} ऑर्डर ${n} (${amount}) हो गया है। यहाँ देखें: ${link}`,
    ourCourier: 'हमारे कूरियर',
    shipped: (n, courier, awb, link) =>
      `आपका ऑर्डर ${n} ${courier} से भेज दिया गया है${awb ? ` (AWB ${awb})` : ''}। ट्रैक करें: ${link}`,
    outForDelivery: (n, link) => `आपका ऑर्डर ${n} डिलीवरी के लिए निकल चुका है और आज आप तक पहुँचेगा। ट्रैक करें: ${link}`,
    delivered: (n, link) => `आपका ऑर्डर ${n} डिलीवर हो गया। जय श्री कृष्ण! बताइए कैसा लगा: ${link}`,
    cancelled: (n, byShop) =>
      byShop
        ? `आपका ऑर्डर ${n} ${SHOP_NAME} ने रद्द कर दिया है। आपने जो भी भुगतान किया है, वह लौटा दिया जाएगा।`
        : `आपके कहने पर आपका ऑर्डर ${n} रद्द कर दिया गया है। आपने जो भी भुगतान किया है, वह लौटा दिया जाएगा।`,
    refunded: (n, amount) => `आपके ऑर्डर ${n} का ${amount} का रिफ़ंड आपके पास आ रहा है। बैंक 5 से 7 कामकाजी दिन लेते हैं।`,
    returnDecided: (n, approved) =>
      approved
        ? `ऑर्डर ${n} की आपकी वापसी मंज़ूर हो गई है। हम पिकअप और आपके रिफ़ंड का इंतज़ाम करेंगे।`
        : `ऑर्डर ${n} की वापसी का आपका अनुरोध मंज़ूर नहीं हुआ। ज़्यादा जानने के लिए इस संदेश का जवाब दें या हमें लिखें।`,
  },
};

export const orderTexts = {
  /** Asks for the confirmation before `until`, the order's deadline, which the links share (decision 0125). */
  codConfirmation(order: Order, links: { confirm: string; cancel: string }, until: Date): OrderText {
    const amount = formatINR(order.totalPaise);
    const by = formatDayAndTime(until, order.locale);
    return {
      template: 'cod-confirmation',
      params: [number(order), amount, links.confirm, links.cancel, by],
      text: WORDS[order.locale].codConfirmation(number(order), amount, links.confirm, links.cancel, by),
      language: order.locale,
    };
  },

  placed(order: Order, publicUrl: string): OrderText {
    const amount = formatINR(order.totalPaise);
    const link = orderLink(order, publicUrl);
    return {
      template: 'order-placed',
      params: [number(order), amount, link],
      text: WORDS[order.locale].placed(number(order), amount, link),
      language: order.locale,
    };
  },

  shipped(order: Pick<OrderRow, 'id' | 'locale' | 'courier' | 'trackingNumber'>, publicUrl: string): OrderText {
    const words = WORDS[order.locale];
    const courier = order.courier ?? words.ourCourier;
    const awb = order.trackingNumber ?? '';
    const link = trackLink(order, publicUrl);
    return {
      template: 'order-shipped',
      params: [number(order), courier, awb, link],
      text: words.shipped(number(order), courier, awb, link),
      language: order.locale,
    };
  },

  outForDelivery(order: Ref, publicUrl: string): OrderText {
    const link = trackLink(order, publicUrl);
    return {
      template: 'order-out-for-delivery',
      params: [number(order), link],
      text: WORDS[order.locale].outForDelivery(number(order), link),
      language: order.locale,
    };
  },

  delivered(order: Ref, publicUrl: string): OrderText {
    const link = orderLink(order, publicUrl);
    return {
      template: 'order-delivered',
      params: [number(order), link],
      text: WORDS[order.locale].delivered(number(order), link),
      language: order.locale,
    };
  },

  cancelled(order: Ref, byShop: boolean): OrderText {
    return {
      template: 'order-cancelled',
      params: [number(order)],
      text: WORDS[order.locale].cancelled(number(order), byShop),
      language: order.locale,
    };
  },

  refunded(order: Ref, amountPaise: number): OrderText {
    const amount = formatINR(amountPaise);
    return {
      template: 'refund-issued',
      params: [number(order), amount],
      text: WORDS[order.locale].refunded(number(order), amount),
      language: order.locale,
    };
  },

  returnDecided(order: Ref, approved: boolean): OrderText {
    return {
      template: approved ? 'return-approved' : 'return-rejected',
      params: [number(order)],
      text: WORDS[order.locale].returnDecided(number(order), approved),
      language: order.locale,
    };
  },
};
