import type { Locale } from '@shop/shared/locale';
import { formatINR } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import { composeOrderEmail, type EmailOrder, type OrderEmail } from '../checkout/order-email-layout';

const ENGLISH = {
  subject: 'refund issued for order {n}',
  issued: (amount: string, n: string) => `We have issued a refund of ${amount} for order ${n}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  online: 'It goes back to the card, UPI or account you paid with and usually shows within 5-7 business days.',
  cash: 'We will pay it back to you directly, as agreed with our support team.',
};

const WORDS: Record<Locale, typeof ENGLISH> = {
  en: ENGLISH,
  hi: {
    subject: 'ऑर्डर {n} का रिफ़ंड जारी हो गया',
    issued: (amount, n) => `हमने ऑर्डर ${n} के लिए ${amount} का रिफ़ंड जारी कर दिया है।`,
    reason: (reason) => `कारण: ${reason}`,
    online: 'यह पैसा उसी कार्ड, UPI या खाते में लौटेगा जिससे आपने भुगतान किया था, और आमतौर पर 5-7 कामकाजी दिनों में दिख जाता है।',
    cash: 'जैसा हमारी सहायता टीम से तय हुआ है, हम यह पैसा सीधे आपको लौटाएँगे।',
  },
};

/** Sent once a refund is processed, whichever path started it. */
export function refundIssuedEmail(
  order: EmailOrder,
  refund: { amountPaise: number; reason: string },
  publicUrl: string,
): OrderEmail {
  const words = WORDS[order.locale];
  return composeOrderEmail(
    order,
    'refund-issued',
    words.subject,
    [
      { kind: 'p', text: words.issued(formatINR(refund.amountPaise), orderNumber(order.id)) },
      ...(refund.reason ? [{ kind: 'p' as const, text: words.reason(refund.reason) }] : []),
      { kind: 'p', text: order.paymentMethod === 'online' ? words.online : words.cash },
    ],
    publicUrl,
  );
}
