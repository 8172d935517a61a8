import { formatINR } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import { composeOrderEmail, type EmailOrder, type OrderEmail } from '../checkout/order-email-layout';

/** Sent once a refund is processed, whichever path started it. */
export function refundIssuedEmail(
  order: EmailOrder,
  refund: { amountPaise: number; reason: string },
  publicUrl: string,
): OrderEmail {
  const where =
    order.paymentMethod === 'online'
      ? 'It goes back to the card, UPI or account you paid with and usually shows within 5-7 business days.'
      : 'We will pay it back to you directly, as agreed with our support team.';
  return composeOrderEmail(
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
