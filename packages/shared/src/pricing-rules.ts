// The shop's money rules: coupon discounts, shipping fee, order totals, cart quantities and cash
// on delivery. Pure functions over integer paise, used by the server (whose result counts) and by
// the web (to explain a total before asking the server). DESIGN.md section 4 settles the spec's
// contradictions: one shipping rule everywhere, total = max(0, subtotal − discount) + shipping.

import { FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_FEE_PAISE, type CouponType, type ShippingMethod } from './constants';
import type { ErrorCode } from './errors';
import { formatINR } from './money';
import type { Notice } from './success-messages';

/** What the rules need to know about a coupon (a `coupons` row, in paise). */
export type CouponTerms = {
  code: string;
  discountType: CouponType;
  /** Percent for `percentage` coupons, paise for `flat` coupons. */
  discountValue: number;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  firstOrderOnly: boolean;
  perUserLimit: number | null;
  usageLimit: number | null;
  /** Categories whose items the coupon discounts; empty means every item. */
  eligibleCategories: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
};

/** The cart and shopper a coupon is judged against. */
export type CouponContext = {
  subtotalPaise: number;
  /** The part of the subtotal in the coupon's eligible categories; the whole subtotal when absent. */
  eligibleSubtotalPaise?: number;
  now: Date;
  /** Whether the shopper has an order that was paid or placed (cash on delivery) before. */
  hasPlacedOrder: boolean;
  /** Orders on which this shopper has already redeemed the coupon. */
  userRedemptions: number;
  /** Orders on which anyone has redeemed the coupon. */
  totalRedemptions: number;
};

export type CouponRefusal = Extract<
  ErrorCode,
  | 'COUPON_INVALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_MIN_ORDER'
  | 'COUPON_FIRST_ORDER_ONLY'
  | 'COUPON_USAGE_LIMIT'
  | 'COUPON_LIMIT_REACHED'
  | 'COUPON_NOT_APPLICABLE'
>;

export type CouponVerdict =
  { ok: true; discountPaise: number } | { ok: false; reason: CouponRefusal; params: Record<string, string> };

/** Coupon codes match whatever case and spacing the shopper typed. */
export function normaliseCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** A rupee amount as the spec's messages print it after their own ₹: `450`, `1,049.50`. */
export function rupeeAmount(paise: number): string {
  return formatINR(paise).replace(/^₹/, '');
}

/**
 * The discount a coupon gives on `amountPaise`. Percentages are rounded to the whole rupee as the
 * spec's rule does (round(cart amount × percent)) and capped at the coupon's maximum; a flat
 * amount never exceeds what it is taken off, so no total goes below zero.
 */
export function couponDiscountPaise(
  coupon: Pick<CouponTerms, 'discountType' | 'discountValue' | 'maxDiscountPaise'>,
  amountPaise: number,
): number {
  if (amountPaise <= 0) return 0;
  const raw =
    coupon.discountType === 'percentage'
      ? Math.round((amountPaise * coupon.discountValue) / 100 / 100) * 100
      : coupon.discountValue;
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return Math.max(0, Math.min(capped, amountPaise));
}

/**
 * Whether a coupon applies, and its discount. The order of the checks decides which reason a
 * shopper hears first: an unknown or switched-off code is simply invalid; limits about the
 * shopper come before the cart's amount, because adding items cannot fix them.
 */
export function evaluateCoupon(coupon: CouponTerms | undefined, context: CouponContext): CouponVerdict {
  const refuse = (reason: CouponRefusal, params: Record<string, string> = {}): CouponVerdict => ({
    ok: false,
    reason,
    params,
  });
  if (!coupon || !coupon.active) return refuse('COUPON_INVALID');
  if (coupon.startsAt && context.now.getTime() < coupon.startsAt.getTime()) return refuse('COUPON_INVALID');
  if (coupon.endsAt && context.now.getTime() >= coupon.endsAt.getTime()) return refuse('COUPON_EXPIRED');
  if (coupon.firstOrderOnly && context.hasPlacedOrder) return refuse('COUPON_FIRST_ORDER_ONLY');
  if (coupon.perUserLimit !== null && context.userRedemptions >= coupon.perUserLimit) {
    return refuse('COUPON_USAGE_LIMIT');
  }
  if (coupon.usageLimit !== null && context.totalRedemptions >= coupon.usageLimit) {
    return refuse('COUPON_LIMIT_REACHED');
  }
  if (context.subtotalPaise < coupon.minOrderPaise) {
    return refuse('COUPON_MIN_ORDER', { n: rupeeAmount(coupon.minOrderPaise - context.subtotalPaise) });
  }
  const base =
    coupon.eligibleCategories.length > 0
      ? (context.eligibleSubtotalPaise ?? context.subtotalPaise)
      : context.subtotalPaise;
  if (base <= 0) return refuse('COUPON_NOT_APPLICABLE');
  return { ok: true, discountPaise: couponDiscountPaise(coupon, base) };
}

/** An offer the shopper cannot use yet, in the spec's words: 'Add ₹270 more to apply FESTIVAL20.' */
export function couponShortfall(code: string, shortfallPaise: number): Notice {
  return { code: 'COUPON_SHORTFALL', params: { n: rupeeAmount(shortfallPaise), code } };
}

/**
 * Why an applied coupon was taken off a cart, in the spec's words: a cart that fell below the
 * minimum says so; anything else is 'no longer valid'.
 */
export function couponRemovalNotice(
  verdict: Extract<CouponVerdict, { ok: false }>,
  coupon: Pick<CouponTerms, 'minOrderPaise'> | undefined,
): Notice {
  if (verdict.reason === 'COUPON_MIN_ORDER' && coupon) {
    return { code: 'COUPON_DROPPED_MIN_ORDER', params: { n: rupeeAmount(coupon.minOrderPaise) } };
  }
  return { code: 'COUPON_DROPPED' };
}

/**
 * The delivery fee. Standard delivery is free once the amount paid for goods (the subtotal after
 * the discount) reaches ₹999; express always costs its fee; store pickup is free. An empty order
 * ships nothing and costs nothing.
 */
export function shippingFeePaise(method: ShippingMethod, subtotalAfterDiscountPaise: number, hasItems = true): number {
  if (!hasItems) return 0;
  if (method === 'online' && subtotalAfterDiscountPaise >= FREE_SHIPPING_THRESHOLD_PAISE) return 0;
  return SHIPPING_FEE_PAISE[method];
}

/** How much more the shopper must add for free standard delivery (0 once it is free). */
export function amountToFreeShippingPaise(subtotalAfterDiscountPaise: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_PAISE - subtotalAfterDiscountPaise);
}

export type PricedLine = { unitPricePaise: number; quantity: number };

export type OrderAmounts = {
  subtotalPaise: number;
  discountPaise: number;
  /** Taken off an order paid online (the prepaid nudge); 0 for cash on delivery. */
  prepaidDiscountPaise: number;
  shippingPaise: number;
  /** Charged on a cash-on-delivery order; 0 for one paid online. */
  codFeePaise: number;
  totalPaise: number;
};

/**
 * How the way of paying changes an order's amounts (decision 0140): the shop's cash-on-delivery fee
 * (`COD_FEE_PAISE`) and its prepaid discount (`PREPAID_DISCOUNT_PAISE`), both flat amounts in paise.
 */
export type PaymentTerms = {
  method: 'cod' | 'online';
  codFeePaise: number;
  prepaidDiscountPaise: number;
};

/** No fee and no discount: what the cart shows before the way of paying is chosen. */
export const NO_PAYMENT_TERMS: PaymentTerms = { method: 'online', codFeePaise: 0, prepaidDiscountPaise: 0 };

export function subtotalPaise(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
}

/**
 * Subtotal, discounts, shipping, the cash-on-delivery fee and total (decision 0140):
 * 1. the coupon's discount comes off the subtotal;
 * 2. paid online, the prepaid discount comes off what is left of the goods (never below zero);
 * 3. the delivery fee is judged on the subtotal after the coupon only, so the prepaid discount
 *    never costs a shopper free delivery;
 * 4. paid on delivery, the cash-on-delivery fee is added last, and no coupon takes it off.
 * total = max(0, subtotal − coupon − prepaid) + shipping + cod fee.
 */
export function orderAmounts(
  lines: readonly PricedLine[],
  discountPaise: number,
  shippingMethod: ShippingMethod,
  terms: PaymentTerms = NO_PAYMENT_TERMS,
): OrderAmounts {
  const subtotal = subtotalPaise(lines);
  const discount = Math.max(0, Math.min(discountPaise, subtotal));
  const afterDiscount = Math.max(0, subtotal - discount);
  const hasItems = lines.length > 0;
  const prepaid =
    terms.method === 'online' && hasItems ? Math.max(0, Math.min(terms.prepaidDiscountPaise, afterDiscount)) : 0;
  const codFee = terms.method === 'cod' && hasItems ? Math.max(0, terms.codFeePaise) : 0;
  const shipping = shippingFeePaise(shippingMethod, afterDiscount, hasItems);
  return {
    subtotalPaise: subtotal,
    discountPaise: discount,
    prepaidDiscountPaise: prepaid,
    shippingPaise: shipping,
    codFeePaise: codFee,
    totalPaise: afterDiscount - prepaid + shipping + codFee,
  };
}

export type QuantityProblem = {
  code: Extract<ErrorCode, 'QUANTITY_TOO_LOW' | 'QUANTITY_TOO_HIGH' | 'SIZE_OUT_OF_STOCK'>;
  params: Record<string, number>;
};

/** A cart line's quantity must be a whole number from 1 to the size's stock. */
export function quantityProblem(quantity: number, stock: number): QuantityProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1) return { code: 'QUANTITY_TOO_LOW', params: {} };
  if (stock <= 0) return { code: 'SIZE_OUT_OF_STOCK', params: {} };
  if (quantity > stock) return { code: 'QUANTITY_TOO_HIGH', params: { n: stock } };
  return null;
}

/** Cash-on-delivery orders above this value are refused unless configured otherwise. */
export const DEFAULT_COD_MAX_ORDER_PAISE = 5000_00;

export type CodProblem = {
  code: Extract<ErrorCode, 'COD_NOT_AVAILABLE' | 'COD_LIMIT' | 'COD_NOT_AVAILABLE_PIN'>;
  params: Record<string, string>;
};

/**
 * Cash on delivery is offered for orders up to a limit (the courier carries the cash) and only to
 * PIN codes the shop knows and its couriers collect cash at.
 */
export function codProblem(input: {
  totalPaise: number;
  maxOrderPaise: number;
  postalCode: string;
  /** From the PIN-code dataset: undefined when the PIN is unknown. */
  pin: { codAvailable: boolean } | undefined;
}): CodProblem | null {
  // A limit of zero is the shop owner switching cash on delivery off.
  if (input.maxOrderPaise <= 0) return { code: 'COD_NOT_AVAILABLE', params: {} };
  if (input.totalPaise > input.maxOrderPaise) {
    return { code: 'COD_LIMIT', params: { max: rupeeAmount(input.maxOrderPaise) } };
  }
  if (!input.pin || !input.pin.codAvailable) {
    return { code: 'COD_NOT_AVAILABLE_PIN', params: { pin: input.postalCode } };
  }
  return null;
}

/**
 * Cash on delivery is refused to a delivery phone or an account with `maxRefused` or more
 * cash-on-delivery parcels sent back to the shop (`returned_to_origin`); 0 switches the rule off
 * (decision 0140). Paying online stays open to them.
 */
export function codRefusedForReturns(refused: { byAccount: number; byPhone: number }, maxRefused: number): boolean {
  if (maxRefused <= 0) return false;
  return refused.byAccount >= maxRefused || refused.byPhone >= maxRefused;
}

/**
 * Whether one item at this price, ordered alone with standard delivery, stays within the cash on
 * delivery limit: what "COD available" on a product promises. The PIN is checked at checkout.
 */
export function codCoversItem(pricePaise: number, maxOrderPaise: number): boolean {
  const total = pricePaise + shippingFeePaise('online', pricePaise);
  return maxOrderPaise > 0 && total <= maxOrderPaise;
}
