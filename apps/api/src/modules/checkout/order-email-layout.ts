import { SHOP_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import { orderNumber } from '@shop/shared/order-rules';
import type { OutgoingEmail } from '../email/email-outbox-repository';
import { escapeHtml } from '../email/escape-html';

// The layout of every email an order sends after it is placed (shipped, refunded, returned…).
// Each is plain text and the same words as simple HTML, so every mail client shows something
// readable. These are service messages about the shopper's own order: they go to the account's
// verified email whatever the newsletter choice (`enqueueOrderEmail` in order-placement.ts picks
// the address, so no builder names one).

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
};

export function orderLinks(order: EmailOrder, publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  return { order: `${base}/dashboard/orders/${order.id}`, track: `${base}/track-order/${order.id}` };
}

export type EmailBlock =
  { kind: 'p'; text: string } | { kind: 'list'; rows: string[] } | { kind: 'link'; label: string; href: string };

/** One email in both forms from the same blocks, with the greeting and the sign-off around them. */
export function composeOrderEmail(
  order: EmailOrder,
  template: string,
  subject: string,
  blocks: EmailBlock[],
  publicUrl: string,
): OrderEmail {
  const all: EmailBlock[] = [
    { kind: 'p', text: `Namaste ${order.shippingAddress.fullName || 'devotee'},` },
    ...blocks,
    { kind: 'link', label: 'See your order', href: orderLinks(order, publicUrl).order },
    { kind: 'p', text: `Questions? Call us on ${SUPPORT_PHONE} or write to ${SUPPORT_EMAIL}.` },
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
