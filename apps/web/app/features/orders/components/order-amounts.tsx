import type { Order } from '@shop/shared/contracts/orders';
import { formatRupees } from '@shop/shared/money';
import { useT } from '../../../lib/i18n';

const inr = (rupees: number) => formatRupees(rupees);

/** Subtotal, coupon discount, prepaid discount, shipping, cash-on-delivery fee and total, as the server charged them. */
export function OrderAmounts({
  order,
}: {
  order: Pick<
    Order,
    'subtotal' | 'discount' | 'couponCode' | 'shipping' | 'totalAmount' | 'prepaidDiscount' | 'codFee'
  >;
}) {
  const t = useT();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink-700">
      <dt>{t('cartLines.amountSubtotal')}</dt>
      <dd className="text-right">{inr(order.subtotal)}</dd>
      {order.discount > 0 ? (
        <>
          <dt>
            {t('cartLines.amountDiscount')}
            {order.couponCode ? ` (${order.couponCode})` : ''}
          </dt>
          <dd className="text-right text-leaf-600">−{inr(order.discount)}</dd>
        </>
      ) : null}
      {order.prepaidDiscount > 0 ? (
        <>
          <dt>{t('cartLines.amountPrepaidDiscount')}</dt>
          <dd className="text-right text-leaf-600">−{inr(order.prepaidDiscount)}</dd>
        </>
      ) : null}
      <dt>{t('cartLines.amountShipping')}</dt>
      <dd className="text-right">{order.shipping === 0 ? t('cartLines.amountFree') : inr(order.shipping)}</dd>
      {order.codFee > 0 ? (
        <>
          <dt>{t('cartLines.amountCodFee')}</dt>
          <dd className="text-right">{inr(order.codFee)}</dd>
        </>
      ) : null}
      <dt className="border-t border-cream-200 pt-2 font-bold text-ink-900">{t('cartLines.amountTotal')}</dt>
      <dd className="border-t border-cream-200 pt-2 text-right font-bold text-ink-900" data-testid="order-total">
        {inr(order.totalAmount)}
      </dd>
    </dl>
  );
}
