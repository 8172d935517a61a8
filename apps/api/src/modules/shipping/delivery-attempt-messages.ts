import type { Locale } from '@shop/shared/locale';
import { orderNumber } from '@shop/shared/order-rules';
import { composeOrderEmail, type EmailOrder, type OrderEmail } from '../checkout/order-email-layout';
import type { OrderText } from '../checkout/order-texts';

// The shopper's message after a failed delivery, by phone and by email, in the order's language:
// the courier's reason and the signed link to choose what happens next.

const WORDS: Record<
  Locale,
  {
    text: (n: string, reason: string, link: string) => string;
    subject: string;
    lead: (n: string) => string;
    reason: (r: string) => string;
    choose: string;
    link: string;
  }
> = {
  en: {
    text: (n, reason, link) =>
      `The courier could not deliver your order ${n} (${reason}). Choose another try tomorrow, a changed address or phone, or a return: ${link}`,
    subject: 'order {n}: the courier could not deliver it',
    lead: (n) => `The courier tried to deliver order ${n} but could not.`,
    reason: (reason) => `The courier's reason: ${reason}`,
    choose:
      'Tell us what to do: another try tomorrow, another try with a changed address or phone number (same PIN code), or send it back. The link works for 3 days.',
    link: 'Choose what happens next',
  },
  hi: {
    text: (n, reason, link) =>
      `कूरियर आपका ऑर्डर ${n} नहीं पहुँचा सका (${reason})। कल फिर कोशिश, पता या फ़ोन बदलना, या वापसी चुनें: ${link}`,
    subject: 'ऑर्डर {n}: कूरियर इसे नहीं पहुँचा सका',
    lead: (n) => `कूरियर ने ऑर्डर ${n} पहुँचाने की कोशिश की, पर पहुँचा नहीं सका।`,
    reason: (reason) => `कूरियर का कारण: ${reason}`,
    choose:
      'बताइए क्या करें: कल फिर कोशिश, बदले हुए पते या फ़ोन नंबर (वही पिन कोड) के साथ फिर कोशिश, या वापस भेजना। यह लिंक 3 दिन चलेगा।',
    link: 'आगे क्या हो, चुनें',
  },
};

export function deliveryFailedText(order: Pick<EmailOrder, 'id' | 'locale'>, reason: string, link: string): OrderText {
  const n = `#${orderNumber(order.id)}`;
  return {
    template: 'delivery-failed',
    params: [n, reason, link],
    text: WORDS[order.locale].text(n, reason, link),
    language: order.locale,
  };
}

export function deliveryFailedEmail(order: EmailOrder, reason: string, link: string, publicUrl: string): OrderEmail {
  const words = WORDS[order.locale];
  return composeOrderEmail(
    order,
    'delivery-failed',
    words.subject,
    [
      { kind: 'p', text: words.lead(`#${orderNumber(order.id)}`) },
      { kind: 'p', text: words.reason(reason) },
      { kind: 'p', text: words.choose },
      { kind: 'link', label: words.link, href: link },
    ],
    publicUrl,
  );
}
