import type { AdminCoupon, AdminCouponInput } from '@shop/shared/contracts/admin-coupons';
import { numberFromBox, optionalNumberFromBox } from '../shared/number-box';

// The coupon form edits text boxes; these map an AdminCoupon to them and them to AdminCouponInput.
// Amounts stay rupees as on the wire; times are the browser's local time in the boxes, ISO instants
// on the wire.

export type CouponDraft = Record<
  | 'code'
  | 'description'
  | 'discountValue'
  | 'minOrder'
  | 'maxDiscount'
  | 'perUserLimit'
  | 'usageLimit'
  | 'startsAt'
  | 'endsAt',
  string
> & {
  discountType: AdminCouponInput['discountType'];
  firstOrderOnly: boolean;
  active: boolean;
  eligibleCategories: string[];
};

/** `datetime-local` shows local time without a zone; the API takes ISO instants. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The form's boxes for a coupon, or a new coupon's defaults. */
export function couponDraftOf(coupon?: AdminCoupon): CouponDraft {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    discountType: coupon?.discountType ?? 'percentage',
    discountValue: coupon ? String(coupon.discountValue) : '',
    minOrder: String(coupon?.minOrder ?? 0),
    maxDiscount: coupon?.maxDiscount === null || !coupon ? '' : String(coupon.maxDiscount),
    perUserLimit: coupon?.perUserLimit ? String(coupon.perUserLimit) : '',
    usageLimit: coupon?.usageLimit ? String(coupon.usageLimit) : '',
    startsAt: toLocalInput(coupon?.startsAt ?? null),
    endsAt: toLocalInput(coupon?.endsAt ?? null),
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    active: coupon?.active ?? true,
    eligibleCategories: coupon?.eligibleCategories ?? [],
  };
}

/** The body the API takes for the form's boxes; the server validates it. */
export function couponInputOf(d: CouponDraft): AdminCouponInput {
  return {
    code: d.code,
    description: d.description,
    discountType: d.discountType,
    discountValue: numberFromBox(d.discountValue),
    minOrder: numberFromBox(d.minOrder),
    maxDiscount: optionalNumberFromBox(d.maxDiscount),
    firstOrderOnly: d.firstOrderOnly,
    perUserLimit: optionalNumberFromBox(d.perUserLimit),
    usageLimit: optionalNumberFromBox(d.usageLimit),
    startsAt: d.startsAt ? new Date(d.startsAt).toISOString() : null,
    endsAt: d.endsAt ? new Date(d.endsAt).toISOString() : null,
    eligibleCategories: d.eligibleCategories,
    active: d.active,
  };
}
