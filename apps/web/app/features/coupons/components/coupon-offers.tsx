import type { AvailableCoupon } from '@shop/shared/contracts/coupons';
import { formatRupees } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { couponTerms } from '../coupon-terms';

type CouponOffersProps = {
  offers: AvailableCoupon[];
  /** The price of the one item the saving is counted on ("You save ₹73 on one at ₹499"); none for a cart. */
  onePrice?: number;
  /** The offer's one-tap action (apply it, or take it to the cart); none for an offer that cannot apply. */
  action: (offer: AvailableCoupon) => ReactNode;
  /**
   * A row that scrolls sideways (its width taken from the page, never from its cards, which would
   * widen a phone's page), or a column.
   */
  layout: 'row' | 'column';
};

/**
 * Coupons as the server judged them for a cart or an item: the code, what it gives, and what it
 * saves or why it cannot apply yet. Every amount is the server's; nothing is computed here.
 */
export function CouponOffers({ offers, onePrice, action, layout }: CouponOffersProps) {
  const t = useT();
  return (
    <ul
      aria-label={t('coupons.offers')}
      className={`flex gap-2 ${layout === 'row' ? 'h-full w-0 min-w-full overflow-x-auto' : 'flex-col'}`}
    >
      {offers.map((offer) => (
        <li
          key={offer.code}
          className={`flex flex-col gap-1 rounded-lg ${layout === 'row' ? 'w-64 shrink-0' : ''} border border-dashed border-leaf-600 bg-white p-3 text-sm`}
        >
          <p className="font-mono font-bold tracking-wide text-ink-900">{offer.code}</p>
          <p className="text-ink-700">{couponTerms(offer, t)}</p>
          {offer.saving !== null ? (
            <p className="font-semibold text-leaf-600">
              {onePrice === undefined
                ? t('coupons.youSave', { amount: formatRupees(offer.saving) })
                : t('coupons.youSaveOnOne', { amount: formatRupees(offer.saving), price: formatRupees(onePrice) })}
            </p>
          ) : (
            <p className="text-amber-900">{offer.unavailableReason}</p>
          )}
          <div className="mt-auto pt-1">{offer.usable || offer.shortfall !== null ? action(offer) : null}</div>
        </li>
      ))}
    </ul>
  );
}
