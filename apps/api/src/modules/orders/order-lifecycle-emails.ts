import { RETURN_WINDOW_DAYS, SHOP_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import { formatINR } from '@shop/shared/money';
import { orderNumber, returnDeadline } from '@shop/shared/order-rules';
import { escapeHtml, type OutgoingEmail } from '../email/email-outbox';

// The emails an order sends after it is placed (the confirmation itself is checkout/order-emails.ts).
// Each is plain text and the same words as simple HTML, so every mail client shows something
// readable. These are service messages about the shopper's own order: they go to the order's
// contact email whatever the newsletter choice.

/** The order fields an email needs. */
export type EmailOrder = {
  id: string;
  contactEmail: string;
  paymentMethod: 'online' | 'cod';
  totalPaise: number;
  shippingAddress: { fullName: string };
  courier: string | null;
  trackingNumber: string | null;
  deliveredAt: Date | null;
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

function links(order: EmailOrder, publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  return { order: `${base}/dashboard/orders/${order.id}`, track: `${base}/track-order/${order.id}` };
}

type Block =
  { kind: 'p'; text: string } | { kind: 'list'; rows: string[] } | { kind: 'link'; label: string; href: string };

/** One email in both forms from the same blocks, with the greeting and the sign-off around them. */
function compose(
  order: EmailOrder,
  template: string,
  subject: string,
  blocks: Block[],
  publicUrl: string,
): OutgoingEmail {
  const all: Block[] = [
    { kind: 'p', text: `Namaste ${order.shippingAddress.fullName || 'devotee'},` },
    ...blocks,
    { kind: 'link', label: 'See your order', href: links(order, publicUrl).order },
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
    to: order.contactEmail,
    subject: `${SHOP_NAME}: ${subject.replace('{n}', orderNumber(order.id))}`,
    text,
    html,
    template,
  };
}

/** A cash-on-delivery order was paid at the door. */
export function paymentReceivedEmail(order: EmailOrder, amountPaise: number, publicUrl: string): OutgoingEmail {
  return compose(
    order,
    'payment-received',
    'payment received for order {n}',
    [
      {
        kind: 'p',
        text: `We have received your payment of ${formatINR(amountPaise)} for order ${orderNumber(order.id)}. Thank you.`,
      },
    ],
    publicUrl,
  );
}

export function orderShippedEmail(order: EmailOrder, publicUrl: string): OutgoingEmail {
  return compose(
    order,
    'order-shipped',
    'order {n} has shipped',
    [
      { kind: 'p', text: `Good news: order ${orderNumber(order.id)} is on its way.` },
      { kind: 'list', rows: [`Courier: ${order.courier ?? ''}`, `Tracking number: ${order.trackingNumber ?? ''}`] },
      ...(order.paymentMethod === 'cod'
        ? [{ kind: 'p' as const, text: `Please keep ${formatINR(order.totalPaise)} ready for the delivery.` }]
        : []),
      { kind: 'link', label: 'Track your order', href: links(order, publicUrl).track },
    ],
    publicUrl,
  );
}

export function orderDeliveredEmail(order: EmailOrder, publicUrl: string): OutgoingEmail {
  const until = order.deliveredAt ? ` (until ${dateFormat.format(returnDeadline(order.deliveredAt))})` : '';
  return compose(
    order,
    'order-delivered',
    'order {n} has been delivered',
    [
      { kind: 'p', text: `Order ${orderNumber(order.id)} has been delivered. We hope Thakur Ji likes it.` },
      {
        kind: 'p',
        text: `If something is not right, you can ask for a return from your order page within ${RETURN_WINDOW_DAYS} days of delivery${until}.`,
      },
    ],
    publicUrl,
  );
}

export function orderCancelledEmail(
  order: EmailOrder,
  details: { byShop: boolean; refundPaise: number; reason: string | null },
  publicUrl: string,
): OutgoingEmail {
  const who = details.byShop ? 'We have cancelled' : 'As you asked, we have cancelled';
  return compose(
    order,
    'order-cancelled',
    'order {n} cancelled',
    [
      { kind: 'p', text: `${who} order ${orderNumber(order.id)}.` },
      ...(details.reason ? [{ kind: 'p' as const, text: `Reason: ${details.reason}` }] : []),
      {
        kind: 'p',
        text:
          details.refundPaise > 0
            ? `A refund of ${formatINR(details.refundPaise)} has been started to your original payment method; we will write again once it is issued.`
            : 'Nothing was charged for this order, so there is nothing to refund.',
      },
    ],
    publicUrl,
  );
}

export function refundIssuedEmail(
  order: EmailOrder,
  refund: { amountPaise: number; reason: string },
  publicUrl: string,
): OutgoingEmail {
  const where =
    order.paymentMethod === 'online'
      ? 'It goes back to the card, UPI or account you paid with and usually shows within 5-7 business days.'
      : 'We will pay it back to you directly, as agreed with our support team.';
  return compose(
    order,
    'refund-issued',
    'refund issued for order {n}',
    [
      {
        kind: 'p',
        text: `We have issued a refund of ${formatINR(refund.amountPaise)} for order ${orderNumber(order.id)}.`,
      },
      ...(refund.reason ? [{ kind: 'p' as const, text: `Reason: ${refund.reason}` }] : []),
      { kind: 'p', text: where },
    ],
    publicUrl,
  );
}

export function returnReceivedEmail(order: EmailOrder, reason: string, publicUrl: string): OutgoingEmail {
  return compose(
    order,
    'return-received',
    'return request received for order {n}',
    [
      { kind: 'p', text: `We have received your return request for order ${orderNumber(order.id)}.` },
      { kind: 'p', text: `Your reason: ${reason}` },
      { kind: 'p', text: 'Our team will look at it within two business days and write to you with the next steps.' },
    ],
    publicUrl,
  );
}

export function returnApprovedEmail(
  order: EmailOrder,
  details: { note: string | null; refundPaise: number },
  publicUrl: string,
): OutgoingEmail {
  return compose(
    order,
    'return-approved',
    'return approved for order {n}',
    [
      { kind: 'p', text: `Your return for order ${orderNumber(order.id)} has been approved.` },
      ...(details.note ? [{ kind: 'p' as const, text: `Note from the shop: ${details.note}` }] : []),
      {
        kind: 'p',
        text:
          details.refundPaise > 0
            ? `A refund of ${formatINR(details.refundPaise)} has been started; we will write again once it is issued.`
            : 'Our team will contact you about the refund of your cash payment.',
      },
    ],
    publicUrl,
  );
}

export function returnRejectedEmail(order: EmailOrder, note: string, publicUrl: string): OutgoingEmail {
  return compose(
    order,
    'return-rejected',
    'update on your return for order {n}',
    [
      { kind: 'p', text: `We are sorry, we could not accept the return for order ${orderNumber(order.id)}.` },
      { kind: 'p', text: `Reason: ${note}` },
      { kind: 'p', text: 'If you have questions about this decision, please reply or call us.' },
    ],
    publicUrl,
  );
}
