import type { Order } from '@shop/shared/contracts/orders';
import { useT } from '../../../lib/i18n';

/** Courier and tracking number of a shipped order, as the order page and the tracking page show them. */
export function ShipmentDetails({
  order,
  className = '',
}: {
  order: Pick<Order, 'courier' | 'trackingNumber'>;
  className?: string;
}) {
  const t = useT();
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-cream-100 p-3 ${className}`}>
      {order.courier ? (
        <>
          <dt className="font-semibold">{t('orders.courier')}</dt>
          <dd>{order.courier}</dd>
        </>
      ) : null}
      {order.trackingNumber ? (
        <>
          <dt className="font-semibold">{t('orders.trackingNumber')}</dt>
          <dd className="break-all" data-testid="tracking-number">
            {order.trackingNumber}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
