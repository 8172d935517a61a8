import type { AvailableCoupon } from '@shop/shared/contracts/coupons';
import { errorMessageIn, noticeIn, successMessageIn } from '@shop/shared/errors/localized';
import type { Locale } from '@shop/shared/locale';
import { paiseToRupees } from '@shop/shared/money';
import {
  couponShortfall,
  evaluateCoupon,
  normaliseCouponCode,
  subtotalPaise,
  type CouponTerms,
  type CouponVerdict,
} from '@shop/shared/pricing-rules';
import type { CouponRepository, CouponRow } from './coupon-repository';
import { toCouponDto } from './coupon-dto';

/** What a coupon is judged on: the priced lines and the category each belongs to. */
export type CouponLine = { unitPricePaise: number; quantity: number; category: string };

export type CouponEvaluation = { coupon: CouponRow | undefined; verdict: CouponVerdict };

function terms(row: CouponRow): CouponTerms {
  return { ...row, eligibleCategories: row.eligibleCategories };
}

/** The subtotal a category-limited coupon is counted on; undefined when it applies to every line. */
function eligibleSubtotalPaise(coupon: CouponRow | undefined, lines: CouponLine[]): number | undefined {
  return coupon?.eligibleCategories.length
    ? subtotalPaise(lines.filter((line) => coupon.eligibleCategories.includes(line.category)))
    : undefined;
}

/** A shopper with no orders and no redemptions: how a guest, or an unknown code, is judged. */
const NO_HISTORY = { hasPlacedOrder: false, userRedemptions: 0, totalRedemptions: 0 };

/** An order's claim on a coupon, judged inside the transaction that places the order or takes its late payment. */
export type CouponReservation = {
  code: string;
  userId: string;
  orderId: string;
  discountPaise: number;
  subtotalPaise: number;
  /** The lines a category-limited coupon is counted on; without them it counts the whole subtotal. */
  lines?: CouponLine[];
};

/**
 * Reserves a coupon for an order, with `repository` bound to the order's transaction: the shopper's
 * and the coupon's rows are locked, the shared rules judge again on the counts read under those
 * locks (so first-order-only, the per-shopper and the total limits hold when checkouts race, on one
 * instance or many), and the redemption is written when the verdict allows it. The early check
 * outside the transaction only answers quickly; this one decides.
 */
export async function reserveCoupon(
  repository: CouponRepository,
  reservation: CouponReservation,
  at: Date,
): Promise<CouponEvaluation> {
  const { code, userId, orderId } = reservation;
  const coupon = await repository.lockForRedemption(code, userId);
  if (!coupon) return { coupon, verdict: evaluateCoupon(undefined, { ...NO_HISTORY, subtotalPaise: 0, now: at }) };
  const counts = (await repository.redemptionCounts([coupon.id], userId, { countOwnHolds: true })).get(coupon.id) ?? {
    total: 0,
    user: 0,
  };
  const verdict = evaluateCoupon(terms(coupon), {
    subtotalPaise: reservation.subtotalPaise,
    eligibleSubtotalPaise: reservation.lines ? eligibleSubtotalPaise(coupon, reservation.lines) : undefined,
    now: at,
    hasPlacedOrder: coupon.firstOrderOnly ? await repository.hasOtherLiveOrder(userId, orderId) : false,
    userRedemptions: counts.user,
    totalRedemptions: counts.total,
  });
  if (verdict.ok) {
    await repository.redeem({ couponId: coupon.id, userId, orderId, discountPaise: reservation.discountPaise });
  }
  return { coupon, verdict };
}

/**
 * Coupon rules against the database: who has redeemed what and whether the shopper has ordered
 * before. A guest (no user id) is judged as a first-time shopper with no redemptions; the server
 * judges again, signed in, before anything is charged.
 */
export function couponService({
  repository,
  now = () => new Date(),
}: {
  repository: CouponRepository;
  now?: () => Date;
}) {
  async function judge(
    row: CouponRow | undefined,
    userId: string | null,
    amounts: { subtotalPaise: number; eligibleSubtotalPaise?: number },
  ): Promise<CouponVerdict> {
    if (!row) return evaluateCoupon(undefined, { ...amounts, ...NO_HISTORY, now: now() });
    const counts = (await repository.redemptionCounts([row.id], userId)).get(row.id) ?? { total: 0, user: 0 };
    const hasPlacedOrder = userId && row.firstOrderOnly ? await repository.hasPlacedOrder(userId) : false;
    return evaluateCoupon(terms(row), {
      ...amounts,
      now: now(),
      hasPlacedOrder,
      userRedemptions: counts.user,
      totalRedemptions: counts.total,
    });
  }

  return {
    /**
     * Active coupons; for a signed-in shopper each says whether they may use it and why not. Given
     * `lines` (a cart, or one item of a product page), each is judged on them too: what it saves,
     * or how much more they need ('Add ₹270 more to apply FESTIVAL20.').
     */
    async list(userId: string | null, lines: CouponLine[] | undefined, locale: Locale): Promise<AvailableCoupon[]> {
      const rows = await repository.listActive(now());
      const counts = await repository.redemptionCounts(
        rows.map((row) => row.id),
        userId,
      );
      const hasPlacedOrder = userId ? await repository.hasPlacedOrder(userId) : false;
      const subtotal = lines ? subtotalPaise(lines) : undefined;
      return rows.map((row) => {
        const count = counts.get(row.id) ?? { total: 0, user: 0 };
        // Without lines, judged on everything but the cart amount, which the list does not know.
        const verdict = evaluateCoupon(terms(row), {
          subtotalPaise: subtotal ?? Number.MAX_SAFE_INTEGER,
          eligibleSubtotalPaise: lines ? eligibleSubtotalPaise(row, lines) : undefined,
          now: now(),
          hasPlacedOrder,
          userRedemptions: count.user,
          totalRedemptions: count.total,
        });
        const shortfallPaise =
          subtotal !== undefined && !verdict.ok && verdict.reason === 'COUPON_MIN_ORDER'
            ? row.minOrderPaise - subtotal
            : null;
        let unavailableReason: string | null = null;
        if (shortfallPaise !== null) unavailableReason = noticeIn(locale, couponShortfall(row.code, shortfallPaise));
        else if (!verdict.ok) unavailableReason = errorMessageIn(locale, verdict.reason, verdict.params);
        return {
          ...toCouponDto(row),
          usable: verdict.ok,
          unavailableReason,
          saving: lines && verdict.ok ? paiseToRupees(verdict.discountPaise) : null,
          shortfall: shortfallPaise === null ? null : paiseToRupees(shortfallPaise),
        };
      });
    },

    /** The spec's validate(code, cart amount): a cart amount with no lines behind it. */
    async validate(userId: string | null, rawCode: string, cartAmountPaise: number, locale: Locale) {
      const code = normaliseCouponCode(rawCode);
      const row = await repository.findByCode(code);
      const verdict = await judge(row, userId, { subtotalPaise: cartAmountPaise });
      if (!verdict.ok || !row) {
        const reason = verdict.ok ? 'COUPON_INVALID' : verdict.reason;
        const params = verdict.ok ? {} : verdict.params;
        const message = errorMessageIn(locale, reason, params);
        return { valid: false, coupon: null, discountPaise: 0, message, code: reason };
      }
      return {
        valid: true,
        coupon: toCouponDto(row),
        discountPaise: verdict.discountPaise,
        message: successMessageIn(locale, 'COUPON_APPLIED', { code: row.code }),
        code: null,
      };
    },

    /** Judges `code` for these lines (eligible categories counted from them). */
    async evaluateForLines(rawCode: string, userId: string | null, lines: CouponLine[]): Promise<CouponEvaluation> {
      const coupon = await repository.findByCode(normaliseCouponCode(rawCode));
      const verdict = await judge(coupon, userId, {
        subtotalPaise: subtotalPaise(lines),
        eligibleSubtotalPaise: eligibleSubtotalPaise(coupon, lines),
      });
      return { coupon, verdict };
    },
  };
}

export type CouponService = ReturnType<typeof couponService>;
