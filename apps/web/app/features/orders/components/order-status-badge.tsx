import type { OrderStatus } from '@shop/shared/constants';
import { useT } from '../../../lib/i18n';
import { STATUS_BADGE_CLASS, STATUS_WORDS } from '../order-display';

/** The order's status in words ('Out for delivery'); the timeline reads the same value and label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${STATUS_BADGE_CLASS[status]}`}
    >
      <span className="sr-only">{t('orders.statusSr')}</span>
      {t(STATUS_WORDS[status])}
    </span>
  );
}
