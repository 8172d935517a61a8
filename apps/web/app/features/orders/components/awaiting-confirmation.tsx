import type { Order } from '@shop/shared/contracts/orders';
import { useSession } from '../../auth/api/get-session';
import { VerifyEmailNotice } from '../../account/components/verify-email-notice';
import { formatOrderDateTime } from '../order-display';

/**
 * A cash-on-delivery order from an account whose email is not verified: it holds its items until
 * the shopper opens the link mailed to the account, and says so with a way to send the link again.
 */
export function AwaitingConfirmation({ order }: { order: Pick<Order, 'awaitingConfirmationUntil'> }) {
  const email = useSession().user?.email;
  if (!order.awaitingConfirmationUntil) return null;
  return (
    <VerifyEmailNotice>
      <p className="text-ink-900" data-testid="awaiting-confirmation">
        <strong>Awaiting your confirmation.</strong> Please confirm this order from your email: open the link we sent to{' '}
        {email ? <strong className="break-all">{email}</strong> : 'your account email'} before{' '}
        <time dateTime={order.awaitingConfirmationUntil}>{formatOrderDateTime(order.awaitingConfirmationUntil)}</time>.
        We hold its items for you until then; if it is not confirmed, they go back on sale and nothing is owed.
      </p>
    </VerifyEmailNotice>
  );
}
