import { formatRupees } from '@shop/shared/money';
import { useT } from '../../../lib/i18n';

export type DisplayedAmounts = {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  /** Checkout only, once the way of paying is chosen (decision 0140). */
  prepaidDiscount?: number;
  codFee?: number;
  couponCode?: string | null;
};

const rupees = (amount: number) => formatRupees(amount);

/** Subtotal, discount, shipping and total exactly as the server priced them (rupees). */
export function AmountRows({ amounts, shippingLabel }: { amounts: DisplayedAmounts; shippingLabel?: string }) {
  const t = useT();
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between">
        <dt>{t('cartLines.amountSubtotal')}</dt>
        <dd>{rupees(amounts.subtotal)}</dd>
      </div>
      {amounts.discount > 0 ? (
        <div className="flex justify-between text-green-700">
          <dt>
            {t('cartLines.amountDiscount')}
            {amounts.couponCode ? ` (${amounts.couponCode})` : ''}
          </dt>
          <dd>−{rupees(amounts.discount)}</dd>
        </div>
      ) : null}
      {amounts.prepaidDiscount ? (
        <div className="flex justify-between text-green-700">
          <dt>{t('cartLines.amountPrepaidDiscount')}</dt>
          <dd>−{rupees(amounts.prepaidDiscount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>{shippingLabel ?? t('cartLines.amountShipping')}</dt>
        <dd>{amounts.shipping === 0 ? t('cartLines.amountFree') : rupees(amounts.shipping)}</dd>
      </div>
      {amounts.codFee ? (
        <div className="flex justify-between">
          <dt>{t('cartLines.amountCodFee')}</dt>
          <dd>{rupees(amounts.codFee)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-cream-200 pt-2 text-base font-bold text-ink-900">
        <dt>{t('cartLines.amountTotal')}</dt>
        <dd data-testid="order-total">{rupees(amounts.total)}</dd>
      </div>
    </dl>
  );
}
