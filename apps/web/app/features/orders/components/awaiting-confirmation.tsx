import type { Order } from '@shop/shared/contracts/orders';
import { useSession } from '../../auth/api/get-session';
import { VerifyEmailNotice } from '../../account/components/verify-email-notice';
import { useLocale, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { formatOrderDateTime } from '../order-display';

/**
 * A cash-on-delivery order held for the link mailed to the account (placed before such orders
 * needed a proven phone; new ones are confirmed from the phone): it holds its items until the
 * link is opened, and says so with a way to send the link again.
 */
export function AwaitingConfirmation({ order }: { order: Pick<Order, 'awaitingConfirmationUntil'> }) {
  const t = useT();
  const locale = useLocale();
  const email = useSession().user?.email;
  if (!order.awaitingConfirmationUntil) return null;
  return (
    <VerifyEmailNotice>
      <p className="text-ink-900" data-testid="awaiting-confirmation">
        <strong>{t('orders.awaiting')}</strong>{' '}
        {withSlot(
          t('orders.awaitingBody', {
            email: SLOT,
            time: formatOrderDateTime(order.awaitingConfirmationUntil, locale),
          }),
          email ? <strong className="break-all">{email}</strong> : t('orders.yourEmail'),
        )}
      </p>
    </VerifyEmailNotice>
  );
}
