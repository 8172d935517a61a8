import { SHOP_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import { orderNumber } from '@shop/shared/order-rules';
import { shopLink } from '../../lib/shop-link';
import type { OutgoingEmail } from '../email/email-outbox-repository';
import { escapeHtml } from '../email/escape-html';
import type { MessageTemplate } from '../email/message-templates';

// The layout of every email an order sends after it is placed (shipped, refunded, returned…).
// Each is plain text and the same words as simple HTML, so every mail client shows something
// readable. These are service messages about the shopper's own order: they go to the account's
// verified email whatever the newsletter choice (`enqueueOrderEmail` in order-placement.ts picks
// the address, so no builder names one). Every one speaks the language the order was placed in,
// from the same blocks: each builder holds its words in both languages.

/** An order email before its address is chosen. */
export type OrderEmail = Omit<OutgoingEmail, 'to'>;

/** The order fields an email needs. */
export type EmailOrder = {
  id: string;
  paymentMethod: 'online' | 'cod';
  totalPaise: number;
  shippingAddress: { fullName: string };
  courier: string | null;
  trackingNumber: string | null;
  deliveredAt: Date | null;
  locale: Locale;
};

export function orderLinks(order: Pick<EmailOrder, 'id' | 'locale'>, publicUrl: string) {
  return {
    order: shopLink(publicUrl, `/dashboard/orders/${order.id}`, order.locale),
    track: shopLink(publicUrl, `/track-order/${order.id}`, order.locale),
  };
}

/** The words around every order email's own. */
const FRAME: Record<Locale, { greeting: (name: string) => string; seeOrder: string; questions: string }> = {
  en: {
    greeting: (name) => `Namaste ${name || 'devotee'},`,
    seeOrder: 'See your order',
    questions: `Questions? Call us on ${SUPPORT_PHONE} or write to ${SUPPORT_EMAIL}.`,
  },
  hi: {
    greeting: (name) => `नमस्ते ${name || 'भक्त'} जी,`,
    seeOrder: 'अपना ऑर्डर देखें',
    questions: `कोई सवाल हो तो हमें ${SUPPORT_PHONE} पर फ़ोन करें या ${SUPPORT_EMAIL} पर लिखें।`,
  },
};

export type EmailBlock =
  { kind: 'p'; text: string } | { kind: 'list'; rows: string[] } | { kind: 'link'; label: string; href: string };

/**
 * One email in both forms from the same blocks, with the greeting and the sign-off around them in
 * the order's language; `{n}` in the subject is the order number.
 */
export function composeOrderEmail(
  order: EmailOrder,
  template: MessageTemplate,
  subject: string,
  blocks: EmailBlock[],
  publicUrl: string,
): OrderEmail {
  const frame = FRAME[order.locale];
  const all: EmailBlock[] = [
    { kind: 'p', text: frame.greeting(order.shippingAddress.fullName) },
    ...blocks,
    { kind: 'link', label: frame.seeOrder, href: orderLinks(order, publicUrl).order },
    { kind: 'p', text: frame.questions },
    { kind: 'p', text: `— ${SHOP_NAME}` },
  ];
  const text = all
    .map((block) => {
      if (block.kind === 'p') return block.text;
      if (block.kind === 'list') return block.rows.map((row) => `- ${row}`).join('\n');
      return `${block.label}: ${block.href}`;
    })
    .join('\n\n');
  const html = all
    .map((block) => {
      if (block.kind === 'p') return `<p>${escapeHtml(block.text)}</p>`;
      if (block.kind === 'list') return `<ul>${block.rows.map((row) => `<li>${escapeHtml(row)}</li>`).join('')}</ul>`;
      return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`;
    })
    .join('\n');
  return {
    subject: `${SHOP_NAME}: ${subject.replace('{n}', orderNumber(order.id))}`,
    text,
    html,
    template,
  };
}
