import { RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { formatDate } from '@shop/shared/dates';
import type { Locale } from '@shop/shared/locale';
import { formatINR } from '@shop/shared/money';
import { orderNumber, returnDeadline } from '@shop/shared/order-rules';
import {
  composeOrderEmail,
  orderLinks,
  type EmailBlock,
  type EmailOrder,
  type OrderEmail,
} from '../checkout/order-email-layout';

// The emails the order operations send (the confirmation is checkout/order-emails.ts, the refund
// notice payments/refund-emails.ts), all in the layout of checkout/order-email-layout.ts and in
// the order's language. `n` is the order number, `amount` a price as formatINR writes it.

const ENGLISH = {
  paymentReceived: {
    subject: 'payment received for order {n}',
    text: (amount: string, n: string) => `We have received your payment of ${amount} for order ${n}. Thank you.`,
  },
  shipped: {
    subject: 'order {n} has shipped',
    lead: (n: string) => `Good news: order ${n} is on its way.`,
    courier: 'Courier',
    tracking: 'Tracking number',
  },
  outForDelivery: {
    subject: 'order {n} is out for delivery',
    lead: (n: string) => `Order ${n} is out for delivery and should reach you today.`,
  },
  keepCashReady: (amount: string) => `Please keep ${amount} ready for the delivery.`,
  trackOrder: 'Track your order',
  delivered: {
    subject: 'order {n} has been delivered',
    lead: (n: string) => `Order ${n} has been delivered. We hope Thakur Ji likes it.`,
    returns: (days: number, until: string | null) =>
      `If something is not right, you can ask for a return from your order page within ${days} days of delivery${until ? ` (until ${until})` : ''}.`,
  },
  cancelled: {
    subject: 'order {n} cancelled',
    lead: (n: string, byShop: boolean) =>
      `${byShop ? 'We have cancelled' : 'As you asked, we have cancelled'} order ${n}.`,
    refund: (amount: string) =>
      `A refund of ${amount} has been started to your original payment method; we will write again once it is issued.`,
    nothingToRefund: 'Nothing was charged for this order, so there is nothing to refund.',
  },
  reason: (reason: string) => `Reason: ${reason}`,
  returnReceived: {
    subject: 'return request received for order {n}',
    lead: (n: string) => `We have received your return request for order ${n}.`,
    reason: (reason: string) => `Your reason: ${reason}`,
    next: 'Our team will look at it within two business days and write to you with the next steps.',
  },
  returnApproved: {
    subject: 'return approved for order {n}',
    lead: (n: string) => `Your return for order ${n} has been approved.`,
    note: (note: string) => `Note from the shop: ${note}`,
    refund: (amount: string) => `A refund of ${amount} has been started; we will write again once it is issued.`,
    cashRefund: 'Our team will contact you about the refund of your cash payment.',
  },
  returnRejected: {
    subject: 'update on your return for order {n}',
    lead: (n: string) => `We are sorry, we could not accept the return for order ${n}.`,
    questions: 'If you have questions about this decision, please reply or call us.',
  },
};

const HINDI: typeof ENGLISH = {
  paymentReceived: {
    subject: 'ऑर्डर {n} का भुगतान मिल गया',
    text: (amount: string, n: string) => `ऑर्डर ${n} के लिए आपका ${amount} का भुगतान हमें मिल गया है। धन्यवाद।`,
  },
  shipped: {
    subject: 'ऑर्डर {n} भेज दिया गया है',
    lead: (n: string) => `खुशखबरी: ऑर्डर ${n} आपके पास आने के लिए निकल चुका है।`,
    courier: 'कूरियर',
    tracking: 'ट्रैकिंग नंबर',
  },
  outForDelivery: {
    subject: 'ऑर्डर {n} डिलीवरी के लिए निकल चुका है',
    lead: (n: string) => `ऑर्डर ${n} डिलीवरी के लिए निकल चुका है और आज आप तक पहुँच जाना चाहिए।`,
  },
  keepCashReady: (amount: string) => `कृपया डिलीवरी के समय ${amount} तैयार रखें।`,
  trackOrder: 'अपना ऑर्डर ट्रैक करें',
  delivered: {
    subject: 'ऑर्डर {n} डिलीवर हो गया है',
    lead: (n: string) => `ऑर्डर ${n} डिलीवर हो गया है। आशा है ठाकुर जी को यह पसंद आएगा।`,
    returns: (days: number, until: string | null) =>
      `अगर कुछ ठीक न लगे, तो डिलीवरी के ${days} दिनों के भीतर${until ? ` (${until} तक)` : ''} अपने ऑर्डर के पेज से वापसी माँग सकते हैं।`,
  },
  cancelled: {
    subject: 'ऑर्डर {n} रद्द कर दिया गया',
    lead: (n: string, byShop: boolean) =>
      byShop ? `हमने ऑर्डर ${n} रद्द कर दिया है।` : `आपके कहने पर हमने ऑर्डर ${n} रद्द कर दिया है।`,
    refund: (amount: string) =>
      `${amount} का रिफ़ंड आपके भुगतान के मूल तरीके पर शुरू कर दिया गया है; रिफ़ंड जारी होते ही हम फिर लिखेंगे।`,
    nothingToRefund: 'इस ऑर्डर के लिए कोई पैसा नहीं लिया गया था, इसलिए कुछ लौटाना नहीं है।',
  },
  reason: (reason: string) => `कारण: ${reason}`,
  returnReceived: {
    subject: 'ऑर्डर {n} की वापसी का अनुरोध मिल गया',
    lead: (n: string) => `ऑर्डर ${n} की वापसी का आपका अनुरोध हमें मिल गया है।`,
    reason: (reason: string) => `आपका कारण: ${reason}`,
    next: 'हमारी टीम दो कामकाजी दिनों में इसे देखकर आपको आगे के कदम लिखेगी।',
  },
  returnApproved: {
    subject: 'ऑर्डर {n} की वापसी मंज़ूर',
    lead: (n: string) => `ऑर्डर ${n} की वापसी मंज़ूर हो गई है।`,
    note: (note: string) => `दुकान की ओर से टिप्पणी: ${note}`,
    refund: (amount: string) => `${amount} का रिफ़ंड शुरू कर दिया गया है; रिफ़ंड जारी होते ही हम फिर लिखेंगे।`,
    cashRefund: 'नकद भुगतान के रिफ़ंड के बारे में हमारी टीम आपसे संपर्क करेगी।',
  },
  returnRejected: {
    subject: 'ऑर्डर {n} की वापसी के बारे में जानकारी',
    lead: (n: string) => `क्षमा करें, हम ऑर्डर ${n} की वापसी स्वीकार नहीं कर सके।`,
    questions: 'इस फ़ैसले के बारे में कोई सवाल हो तो कृपया जवाब दें या हमें फ़ोन करें।',
  },
};

const WORDS: Record<Locale, typeof ENGLISH> = { en: ENGLISH, hi: HINDI };

const wordsOf = (order: EmailOrder) => WORDS[order.locale];
const cashReady = (order: EmailOrder): EmailBlock[] =>
  order.paymentMethod === 'cod' ? [{ kind: 'p', text: wordsOf(order).keepCashReady(formatINR(order.totalPaise)) }] : [];
const trackLink = (order: EmailOrder, publicUrl: string): EmailBlock => ({
  kind: 'link',
  label: wordsOf(order).trackOrder,
  href: orderLinks(order, publicUrl).track,
});

/** A cash-on-delivery order was paid at the door. */
export function paymentReceivedEmail(order: EmailOrder, amountPaise: number, publicUrl: string): OrderEmail {
  const words = wordsOf(order).paymentReceived;
  return composeOrderEmail(
    order,
    'payment-received',
    words.subject,
    [{ kind: 'p', text: words.text(formatINR(amountPaise), orderNumber(order.id)) }],
    publicUrl,
  );
}

export function orderShippedEmail(order: EmailOrder, publicUrl: string): OrderEmail {
  const words = wordsOf(order).shipped;
  return composeOrderEmail(
    order,
    'order-shipped',
    words.subject,
    [
      { kind: 'p', text: words.lead(orderNumber(order.id)) },
      {
        kind: 'list',
        rows: [`${words.courier}: ${order.courier ?? ''}`, `${words.tracking}: ${order.trackingNumber ?? ''}`],
      },
      ...cashReady(order),
      trackLink(order, publicUrl),
    ],
    publicUrl,
  );
}

export function orderOutForDeliveryEmail(order: EmailOrder, publicUrl: string): OrderEmail {
  const words = wordsOf(order).outForDelivery;
  return composeOrderEmail(
    order,
    'order-out-for-delivery',
    words.subject,
    [{ kind: 'p', text: words.lead(orderNumber(order.id)) }, ...cashReady(order), trackLink(order, publicUrl)],
    publicUrl,
  );
}

export function orderDeliveredEmail(order: EmailOrder, publicUrl: string): OrderEmail {
  const words = wordsOf(order).delivered;
  const until = order.deliveredAt ? formatDate(returnDeadline(order.deliveredAt), order.locale) : null;
  return composeOrderEmail(
    order,
    'order-delivered',
    words.subject,
    [
      { kind: 'p', text: words.lead(orderNumber(order.id)) },
      { kind: 'p', text: words.returns(RETURN_WINDOW_DAYS, until) },
    ],
    publicUrl,
  );
}

export function orderCancelledEmail(
  order: EmailOrder,
  details: { byShop: boolean; refundPaise: number; reason: string | null },
  publicUrl: string,
): OrderEmail {
  const all = wordsOf(order);
  const words = all.cancelled;
  return composeOrderEmail(
    order,
    'order-cancelled',
    words.subject,
    [
      { kind: 'p', text: words.lead(orderNumber(order.id), details.byShop) },
      ...(details.reason ? [{ kind: 'p' as const, text: all.reason(details.reason) }] : []),
      {
        kind: 'p',
        text: details.refundPaise > 0 ? words.refund(formatINR(details.refundPaise)) : words.nothingToRefund,
      },
    ],
    publicUrl,
  );
}

export function returnReceivedEmail(order: EmailOrder, reason: string, publicUrl: string): OrderEmail {
  const words = wordsOf(order).returnReceived;
  return composeOrderEmail(
    order,
    'return-received',
    words.subject,
    [
      { kind: 'p', text: words.lead(orderNumber(order.id)) },
      { kind: 'p', text: words.reason(reason) },
      { kind: 'p', text: words.next },
    ],
    publicUrl,
  );
}

export function returnApprovedEmail(
  order: EmailOrder,
  details: { note: string | null; refundPaise: number },
  publicUrl: string,
): OrderEmail {
  const words = wordsOf(order).returnApproved;
  return composeOrderEmail(
    order,
    'return-approved',
    words.subject,
    [
      { kind: 'p', text: words.lead(orderNumber(order.id)) },
      ...(details.note ? [{ kind: 'p' as const, text: words.note(details.note) }] : []),
      {
        kind: 'p',
        text: details.refundPaise > 0 ? words.refund(formatINR(details.refundPaise)) : words.cashRefund,
      },
    ],
    publicUrl,
  );
}

export function returnRejectedEmail(order: EmailOrder, note: string, publicUrl: string): OrderEmail {
  const all = wordsOf(order);
  const words = all.returnRejected;
  return composeOrderEmail(
    order,
    'return-rejected',
    words.subject,
    [
      { kind: 'p', text: words.lead(orderNumber(order.id)) },
      { kind: 'p', text: all.reason(note) },
      { kind: 'p', text: words.questions },
    ],
    publicUrl,
  );
}
