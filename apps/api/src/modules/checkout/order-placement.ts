import type { CouponVerdict } from '@shop/shared/pricing-rules';
import type { Db } from '../../db/client';
import { emailVerificationQueries } from '../account/email-verification-repository';
import { campaignRepository } from '../campaigns/campaign-repository';
import { couponRepository } from '../coupons/coupon-repository';
import { reserveCoupon } from '../coupons/coupon-service';
import { enqueueEmail } from '../email/email-outbox-repository';
import type { OrderEmail } from './order-email-layout';
import { orderConfirmationEmail } from './order-emails';
import { orderRepository, type OrderRow } from './order-repository';
import { enqueueOrderText, orderPhone, orderTexts, type OrderText } from './order-texts';
import { reservationRepository } from './reservation-repository';
import { saleRepository } from './sale-repository';

/**
 * Checkout's repositories bound to one connection or transaction (through `transactional()`), with
 * the email outbox so a message commits with the change it reports. Payments and the order
 * operations extend this set with their own.
 */
export function checkoutQueries(db: Db) {
  const accounts = emailVerificationQueries(db);

  /**
   * Every email about an order goes through here, to the account's verified email and nowhere
   * else: the contact typed at checkout stays on the order for the courier, so the shop cannot
   * be made to mail a stranger. An unverified account gets none.
   */
  async function enqueueOrderEmail(order: { userId: string }, email: OrderEmail): Promise<boolean> {
    const account = await accounts.accountEmail(order.userId);
    if (!account?.verifiedAt || !account.email) return false;
    await enqueueEmail(db, { ...email, to: account.email });
    return true;
  }

  return {
    orders: orderRepository(db),
    reservations: reservationRepository(db),
    sales: saleRepository(db),
    coupons: couponRepository(db),
    campaigns: campaignRepository(db),
    accounts,
    enqueueOrderEmail,

    /**
     * An update about an order where its shopper reads: by WhatsApp (SMS when WhatsApp fails, or
     * when the shopper turned it off) to the order's phone (`orderPhone`: the account's proven
     * phone for cash on delivery, else the delivery phone), and by email as above when there is one.
     */
    async notifyOrder(order: OrderRow, email: OrderEmail, text: OrderText): Promise<void> {
      await enqueueOrderText(db, orderPhone(order, await accounts.accountEmail(order.userId)), order, text);
      await enqueueOrderEmail(order, email);
    },
  };
}

export type CheckoutQueries = ReturnType<typeof checkoutQueries>;

// The steps of placing an order that a payment repeats later. Each runs inside the caller's transaction.

/** Lines in one fixed order (by size id), so two checkouts lock shared rows in the same order and never deadlock. */
export function byVariant<T extends { variantId: string | null }>(lines: T[]): T[] {
  // Plain code-unit order, the same order PostgreSQL gives uuids.
  return [...lines].sort((a, b) =>
    (a.variantId ?? '') < (b.variantId ?? '') ? -1 : a.variantId === b.variantId ? 0 : 1,
  );
}

/**
 * Gives an unpaid order's stock and its coupon back, once: false when its hold had already ended
 * (or not run out by `expiredBy`).
 */
export async function releaseHold(
  tx: CheckoutQueries,
  orderId: string,
  note: string,
  expiredBy?: Date,
): Promise<boolean> {
  if (!(await tx.reservations.claim(orderId, expiredBy))) return false;
  await tx.reservations.restore(orderId, 'reservation_released');
  await tx.coupons.release(orderId);
  await tx.orders.insertHistory(orderId, 'pending', note);
  return true;
}

/**
 * A payment that arrived after the order's hold ended (its coupon given back with it) takes the
 * coupon again under the same locks and rules as checkout, judged as it stands now: a limit
 * reached since, a first order placed since, or an ended coupon refuse it. The caller refunds the
 * payment then, as when the stock has gone (decision 0036), so no order keeps a discount it could
 * not take. Undefined when the order has no coupon.
 */
export async function takeCouponAgain(
  tx: CheckoutQueries,
  order: OrderRow,
  at: Date,
): Promise<CouponVerdict | undefined> {
  if (!order.couponCode) return undefined;
  const reservation = {
    code: order.couponCode,
    userId: order.userId,
    orderId: order.id,
    discountPaise: order.discountPaise,
    subtotalPaise: order.subtotalPaise,
  };
  return (await reserveCoupon(tx.coupons, reservation, at)).verdict;
}

/** Everything that happens once when an order becomes paid (online) or placed (cash on delivery). */
export async function fulfil(tx: CheckoutQueries, order: OrderRow, publicUrl: string): Promise<void> {
  const items = await tx.orders.items(order.id);
  await tx.sales.addSales(order.id);
  if ((await tx.sales.source(order.id)) === 'cart') {
    await tx.sales.removeFromCart(
      order.userId,
      {
        // A set's parts leave as the set: the same size bought alone is a line of its own.
        variantIds: items.flatMap((item) => (item.variantId && !item.setId ? [item.variantId] : [])),
        setIds: [...new Set(items.flatMap((item) => (item.setId ? [item.setId] : [])))],
      },
      order.couponCode,
    );
  }
  const placed = (await tx.orders.find(order.id)) ?? order;
  const email = orderConfirmationEmail(placed, items, publicUrl);
  // A cash-on-delivery order's phone gets its confirmation message instead (checkout-service.ts).
  if (placed.paymentMethod === 'cod') await tx.enqueueOrderEmail(placed, email);
  else await tx.notifyOrder(placed, email, orderTexts.placed(placed, publicUrl));
}

/** The history note when a hold runs out: a payment that never came, or a confirmation link never opened. */
export const HOLD_RUN_OUT_NOTE = {
  online: 'Payment not received in time; items returned to stock',
  cod: 'Not confirmed from the emailed link in time; items returned to stock',
} as const;

/**
 * Opening the account's emailed link places its cash-on-delivery orders still held for it, each
 * through `fulfil` as a verified account's order is at checkout; a hold that ran out is released
 * (if the sweeper has not yet) and reported, as is the link's own order when it was released earlier.
 */
export async function confirmHeldCashOnDelivery(
  tx: CheckoutQueries,
  { userId, at, linkOrderId, publicUrl }: { userId: string; at: Date; linkOrderId: string | null; publicUrl: string },
): Promise<{ confirmed: string[]; expired: string[] }> {
  const confirmed: string[] = [];
  const expired: string[] = [];
  for (const orderId of await tx.reservations.heldBy(userId, 'cod')) {
    if (await tx.orders.confirmHeldCashOnDelivery(orderId, at)) {
      await tx.orders.insertHistory(orderId, 'processing', 'Order placed: cash on delivery, confirmed by email', {
        at,
      });
      const order = await tx.orders.find(orderId);
      if (order) await fulfil(tx, order, publicUrl);
      confirmed.push(orderId);
    } else if (await releaseHold(tx, orderId, HOLD_RUN_OUT_NOTE.cod, at)) {
      expired.push(orderId);
    }
  }
  if (linkOrderId && !confirmed.includes(linkOrderId) && !expired.includes(linkOrderId)) {
    const order = await tx.orders.find(linkOrderId);
    if (order?.userId === userId && order.status === 'pending' && order.reservationExpiresAt === null) {
      expired.push(linkOrderId);
    }
  }
  return { confirmed, expired };
}
