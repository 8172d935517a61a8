import { RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { formatINR } from '@shop/shared/money';
import { orderNumber, returnDeadline } from '@shop/shared/order-rules';
import { composeOrderEmail, orderLinks, type EmailOrder, type OrderEmail } from '../checkout/order-email-layout';

// The emails the order operations send (the confirmation is checkout/order-emails.ts, the refund
// notice payments/refund-emails.ts), all in the layout of checkout/order-email-layout.ts.

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** A cash-on-delivery order was paid at the door. */
export function paymentReceivedEmail(order: EmailOrder, amountPaise: number, publicUrl: string): OrderEmail {
  return composeOrderEmail(
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

export function orderShippedEmail(order: EmailOrder, publicUrl: string): OrderEmail {
  return composeOrderEmail(
    order,
    'order-shipped',
    'order {n} has shipped',
    [
      { kind: 'p', text: `Good news: order ${orderNumber(order.id)} is on its way.` },
      { kind: 'list', rows: [`Courier: ${order.courier ?? ''}`, `Tracking number: ${order.trackingNumber ?? ''}`] },
      ...(order.paymentMethod === 'cod'
        ? [{ kind: 'p' as const, text: `Please keep ${formatINR(order.totalPaise)} ready for the delivery.` }]
        : []),
      { kind: 'link', label: 'Track your order', href: orderLinks(order, publicUrl).track },
    ],
    publicUrl,
  );
}

export function orderOutForDeliveryEmail(order: EmailOrder, publicUrl: string): OrderEmail {
  return composeOrderEmail(
    order,
    'order-out-for-delivery',
    'order {n} is out for delivery',
    [
      { kind: 'p', text: `Order ${orderNumber(order.id)} is out for delivery and should reach you today.` },
      ...(order.paymentMethod === 'cod'
        ? [{ kind: 'p' as const, text: `Please keep ${formatINR(order.totalPaise)} ready for the delivery.` }]
        : []),
      { kind: 'link', label: 'Track your order', href: orderLinks(order, publicUrl).track },
    ],
    publicUrl,
  );
}

export function orderDeliveredEmail(order: EmailOrder, publicUrl: string): OrderEmail {
  const until = order.deliveredAt ? ` (until ${dateFormat.format(returnDeadline(order.deliveredAt))})` : '';
  return composeOrderEmail(
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
): OrderEmail {
  const who = details.byShop ? 'We have cancelled' : 'As you asked, we have cancelled';
  return composeOrderEmail(
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

export function returnReceivedEmail(order: EmailOrder, reason: string, publicUrl: string): OrderEmail {
  return composeOrderEmail(
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
): OrderEmail {
  return composeOrderEmail(
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

export function returnRejectedEmail(order: EmailOrder, note: string, publicUrl: string): OrderEmail {
  return composeOrderEmail(
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
