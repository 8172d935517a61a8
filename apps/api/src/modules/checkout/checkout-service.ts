import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutResponse, CustomerInfo, PaymentMethodLabel } from '@shop/shared/contracts/checkout';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { codProblem, orderAmounts } from '@shop/shared/pricing-rules';
import { AppError } from '../../app-error';
import type { CartService } from '../cart/cart-service';
import type { CouponService } from '../coupons/coupon-service';
import type { ShopGateway } from '../payments/payment-gateway';
import type { PincodeService } from '../pincode/pincode-service';
import type { CheckoutQueries, CheckoutRepository, OrderRow, PaymentRow, RefundRow } from './checkout-repository';
import { orderConfirmationEmail } from './order-emails';
import { refundFlow } from './refund-flow';
import { faultPoint } from '../../faults/fault-point';

export type CheckoutInput = {
  paymentMethod: PaymentMethodLabel;
  shippingAddress: CustomerInfo;
  couponCode?: string | null;
  buyNow?: { productId: string; variantId: string; quantity: number } | null;
  /** The client's total in rupees, only compared with the server's. */
  totalAmount?: number;
};

type Deps = {
  repository: CheckoutRepository;
  cart: CartService;
  coupons: CouponService;
  gateway: ShopGateway;
  pincode: Pick<PincodeService, 'lookup'>;
  settings: { codMaxOrderPaise: number; reservationMinutes: number; publicUrl: string };
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
};

/** What a confirmed payment led to. */
type PaymentOutcome =
  | { kind: 'unknown' }
  | { kind: 'paid' | 'already_paid'; order: OrderRow }
  /** Paid, but never to be fulfilled (its stock sold out or it was cancelled): the money goes back. */
  | { kind: 'refund'; order: OrderRow; refund: RefundRow | null; providerPaymentId: string };

class ShortStock extends Error {}

/** Lines in one fixed order (by size id), so two checkouts lock shared rows in the same order and never deadlock. */
function byVariant<T extends { variantId: string | null }>(lines: T[]): T[] {
  // Plain code-unit order, the same order PostgreSQL gives uuids.
  return [...lines].sort((a, b) =>
    (a.variantId ?? '') < (b.variantId ?? '') ? -1 : a.variantId === b.variantId ? 0 : 1,
  );
}

/**
 * Orders and payments. Prices, discount and shipping come from the database and the shared rules;
 * stock is taken with conditional updates inside the order's transaction; an unpaid online order
 * holds its stock for a while and gives it back when the time runs out or the payment fails. A
 * payment (the shopper's verification or Razorpay's webhook, whichever comes first) marks the
 * order paid once; one that arrives after the stock has gone is refunded.
 */
export function checkoutService({
  repository,
  cart,
  coupons,
  gateway,
  pincode,
  settings,
  log,
  now = () => new Date(),
}: Deps) {
  async function pinDetails(postalCode: string) {
    try {
      return await pincode.lookup(postalCode);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PIN_NOT_FOUND') return undefined;
      throw error;
    }
  }

  /** Gives an unpaid order's stock back, once, inside the caller's transaction. */
  async function releaseIn(tx: CheckoutQueries, orderId: string, note: string, expiredBy?: Date): Promise<boolean> {
    if (!(await tx.claimReservation(orderId, expiredBy))) return false;
    await tx.restoreStock(orderId, 'reservation_released');
    await tx.insertHistory(orderId, 'pending', note);
    return true;
  }

  function release(orderId: string, note: string, expiredBy?: Date): Promise<boolean> {
    return repository.transaction((tx) => releaseIn(tx, orderId, note, expiredBy));
  }

  function releaseAfterFailure(orderId: string, note: string): Promise<void> {
    return repository.transaction(async (tx) => {
      await tx.markPaymentFailed(orderId);
      await releaseIn(tx, orderId, note);
    });
  }

  /** Takes the order's stock again (a payment after the hold ended); false, with nothing taken, when some is gone. */
  async function reserveAgain(tx: CheckoutQueries, order: OrderRow): Promise<boolean> {
    try {
      await tx.savepoint(async (sp) => {
        for (const item of byVariant(await sp.orderItems(order.id))) {
          if (!item.variantId || !(await sp.reserveStock(item.variantId, item.quantity, order.id, 'order'))) {
            throw new ShortStock();
          }
        }
      });
      return true;
    } catch (error) {
      if (error instanceof ShortStock) return false;
      throw error;
    }
  }

  /** Everything that happens once when an order becomes paid (online) or placed (cash on delivery). */
  async function fulfil(tx: CheckoutQueries, order: OrderRow): Promise<void> {
    const items = await tx.orderItems(order.id);
    if (order.couponCode) {
      await tx.insertRedemption({
        couponCode: order.couponCode,
        userId: order.userId,
        orderId: order.id,
        discountPaise: order.discountPaise,
      });
    }
    await tx.addSales(order.id);
    if ((await tx.checkoutSource(order.id)) === 'cart') {
      await tx.removeFromCart(
        order.userId,
        items.flatMap((item) => (item.variantId ? [item.variantId] : [])),
        order.couponCode,
      );
    }
    const placed = (await tx.findOrder(order.id)) ?? order;
    await tx.enqueueEmail(orderConfirmationEmail(placed, items, settings.publicUrl));
  }

  // One refund path for every refund in the shop (checkout, cancellations, returns, the admin).
  const refunds = refundFlow({
    transaction: (work) => repository.transaction(work),
    gateway,
    log,
    publicUrl: settings.publicUrl,
    now,
  });
  const { sendRefund } = refunds;

  /**
   * A payment for one of our Razorpay orders has been captured (verified signature or webhook).
   * The order row is locked, so the shopper's verification, the webhook and the sweeper take turns.
   */
  async function confirmPayment(input: {
    providerOrderId: string;
    providerPaymentId: string;
    method: string | null;
    amountPaise?: number;
  }): Promise<PaymentOutcome> {
    const at = now();
    const outcome = await repository.transaction(async (tx): Promise<PaymentOutcome> => {
      const found = await tx.findPaymentByProviderOrderId(input.providerOrderId);
      if (!found) return { kind: 'unknown' };
      const payment = found.payment;
      const order = await tx.lockOrder(payment.orderId);
      if (!order) return { kind: 'unknown' };
      if (input.amountPaise !== undefined && input.amountPaise !== payment.amountPaise) {
        log.error(
          { orderId: order.id, expected: payment.amountPaise, got: input.amountPaise },
          'payment amount differs',
        );
        return { kind: 'unknown' };
      }
      if (
        order.paymentStatus === 'paid' ||
        order.paymentStatus === 'refunded' ||
        order.paymentStatus === 'partially_refunded'
      ) {
        // Cancelled orders (then refunded) are never fulfilled, whatever their status says now.
        if (order.cancelledAt)
          return { kind: 'refund', order, refund: null, providerPaymentId: input.providerPaymentId };
        return { kind: 'already_paid', order };
      }

      await tx.updatePayment(payment.id, {
        status: 'captured',
        providerPaymentId: input.providerPaymentId,
        method: input.method ?? payment.method,
        capturedAt: at,
        failureReason: null,
      });
      faultPoint('payment.during-capture');

      const holding =
        order.status === 'pending' && (order.reservationExpiresAt !== null || (await reserveAgain(tx, order)));
      if (!holding) {
        // Money arrived for an order whose stock is gone (or that was cancelled): never fulfilled, refunded.
        await tx.cancelPaidUnfulfillable(order.id, at);
        await tx.insertHistory(order.id, 'cancelled', 'Payment arrived after the items sold out; refund started');
        const refund = await tx.insertRefund({
          orderId: order.id,
          paymentId: payment.id,
          amountPaise: payment.amountPaise,
          idempotencyKey: `refund-${input.providerPaymentId}`,
          reason: 'Items sold out before the payment arrived',
          status: 'pending',
        });
        return { kind: 'refund', order, refund, providerPaymentId: input.providerPaymentId };
      }

      if (!(await tx.markPaid(order.id, at))) return { kind: 'already_paid', order };
      await tx.insertHistory(order.id, 'processing', 'Payment received');
      await fulfil(tx, order);
      return { kind: 'paid', order };
    });
    if (outcome.kind === 'refund' && outcome.refund?.status === 'pending' && !outcome.refund.providerRefundId) {
      await sendRefund(outcome.refund, outcome.providerPaymentId);
    }
    return outcome;
  }

  /** A failed attempt: the stock goes back at once (a later success takes it again if it is still there). */
  async function recordPaymentFailure(input: { providerOrderId: string; providerPaymentId?: string; reason: string }) {
    await repository.transaction(async (tx) => {
      const found = await tx.findPaymentByProviderOrderId(input.providerOrderId);
      if (!found) return;
      const order = await tx.lockOrder(found.payment.orderId);
      if (!order || order.status !== 'pending' || order.paymentStatus === 'paid') return;
      if (found.payment.status === 'created' || found.payment.status === 'failed') {
        await tx.updatePayment(found.payment.id, { status: 'failed', failureReason: input.reason.slice(0, 500) });
      }
      await tx.markPaymentFailed(order.id);
      await releaseIn(tx, order.id, 'Payment failed; items returned to stock');
    });
  }

  function toPaymentRow(found: { payment: PaymentRow; userId: string } | undefined, userId: string) {
    if (!found || found.userId !== userId || !found.payment.providerOrderId) {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    return found.payment as PaymentRow & { providerOrderId: string };
  }

  return {
    confirmPayment,
    recordPaymentFailure,
    /** The shared refund path (refund-flow.ts), for the order operations. */
    refunds,
    webhookSeen: (eventId: string) => repository.webhookSeen(eventId),
    recordWebhook: (event: { id: string; provider: string; type: string; payload: unknown }) =>
      repository.recordWebhook(event),

    /** POST /payment/checkout: prices, reserves and records the order; opens the payment for online orders. */
    async checkout(user: { id: string; email: string }, input: CheckoutInput): Promise<CheckoutResponse['data']> {
      const method = input.paymentMethod === 'COD' ? 'cod' : 'online';
      const source = input.buyNow ? 'buy_now' : 'cart';
      const lines = input.buyNow ? [await cart.buyNowLine(input.buyNow)] : await cart.lines(user.id);
      if (lines.length === 0) throw new AppError('CART_EMPTY');
      // Stock is judged inside the transaction, after the shopper's own earlier holds are given back.

      let couponCode: string | null = null;
      let discountPaise = 0;
      if (input.couponCode && input.couponCode.trim() !== '') {
        const { coupon, verdict } = await coupons.evaluateForLines(input.couponCode, user.id, lines);
        if (!verdict.ok) throw new AppError(verdict.reason, verdict.params);
        if (!coupon) throw new AppError('COUPON_INVALID');
        couponCode = coupon.code;
        discountPaise = verdict.discountPaise;
      }

      const address = input.shippingAddress;
      const amounts = orderAmounts(lines, discountPaise, address.shippingMethod);
      if (method === 'cod') {
        const problem = codProblem({
          totalPaise: amounts.totalPaise,
          maxOrderPaise: settings.codMaxOrderPaise,
          postalCode: address.postalCode,
          pin: await pinDetails(address.postalCode),
        });
        if (problem) throw new AppError(problem.code, problem.params);
      }

      const at = now();
      const reservationExpiresAt =
        method === 'online' ? new Date(at.getTime() + settings.reservationMinutes * 60_000) : null;
      const orderId = await repository.transaction(async (tx) => {
        // A new checkout replaces the shopper's earlier unpaid attempts, so they do not hold stock against it.
        for (const earlier of await tx.heldReservations(user.id)) {
          await releaseIn(tx, earlier, 'Replaced by a newer checkout');
        }
        const id = await tx.insertOrder({
          userId: user.id,
          status: method === 'cod' ? 'processing' : 'pending',
          paymentMethod: method,
          ...amounts,
          couponCode,
          shippingAddress: {
            fullName: address.fullName,
            phone: address.phone,
            contact: address.contact,
            address: address.address,
            apartment: address.apartment,
            city: address.city,
            state: address.state,
            postalCode: address.postalCode,
            shippingMethod: address.shippingMethod,
          },
          contactEmail: address.contact,
          emailOffers: address.emailOffers,
          reservationExpiresAt,
          placedAt: method === 'cod' ? at : null,
        });
        await tx.insertItems(id, lines);
        for (const line of byVariant(lines)) {
          if (!(await tx.reserveStock(line.variantId, line.quantity, id, 'order'))) {
            const stock = await tx.variantStock(line.variantId);
            throw stock > 0 ? new AppError('QUANTITY_TOO_HIGH', { n: stock }) : new AppError('SIZE_OUT_OF_STOCK');
          }
        }
        await tx.recordCheckout(id, user.id, { source, totalPaise: amounts.totalPaise });
        if (method === 'cod') {
          await tx.insertHistory(id, 'processing', 'Order placed: cash on delivery');
          await tx.insertPayment({
            orderId: id,
            provider: 'cod',
            providerOrderId: null,
            amountPaise: amounts.totalPaise,
            status: 'created',
          });
          const order = await tx.findOrder(id);
          if (!order) throw new Error('order vanished inside its own transaction');
          await fulfil(tx, order);
        } else {
          await tx.insertHistory(id, 'pending', 'Awaiting payment');
        }
        return id;
      });

      let razorpayOrder: CheckoutResponse['data']['razorpayOrder'];
      if (method === 'online') {
        faultPoint('checkout.after-reservation');
        try {
          const created = await gateway.createOrder({
            amountPaise: amounts.totalPaise,
            receipt: orderId,
            notes: { orderId },
          });
          await repository.insertPayment({
            orderId,
            provider: gateway.provider,
            providerOrderId: created.id,
            amountPaise: created.amountPaise,
            status: 'created',
          });
          faultPoint('checkout.after-payment-order');
          razorpayOrder = { id: created.id, amount: created.amountPaise, currency: 'INR' };
        } catch (error) {
          // No payment can be made for this order: its stock goes back at once.
          await releaseAfterFailure(orderId, 'The payment service could not open this payment');
          throw error;
        }
      }

      const totalChanged = input.totalAmount !== undefined && rupeesToPaise(input.totalAmount) !== amounts.totalPaise;
      return {
        orderId,
        ...(razorpayOrder ? { razorpayOrder, razorpay_key: gateway.keyId } : {}),
        provider: method === 'cod' ? 'cod' : gateway.provider,
        paymentMethod: input.paymentMethod,
        clearUserCart: source === 'cart',
        amounts: {
          subtotal: paiseToRupees(amounts.subtotalPaise),
          discount: paiseToRupees(amounts.discountPaise),
          shipping: paiseToRupees(amounts.shippingPaise),
          total: paiseToRupees(amounts.totalPaise),
        },
        totalAmount: paiseToRupees(amounts.totalPaise),
        totalChanged,
        couponCode,
        reservationExpiresAt: reservationExpiresAt?.toISOString() ?? null,
        prefill: { name: address.fullName, email: address.contact, contact: address.phone },
      };
    },

    /** POST /payment/payment-verification: the widget's callback, checked against the order id we stored. */
    async verifyPayment(
      userId: string,
      input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<{ orderId: string; clearUserCart: boolean }> {
      const payment = toPaymentRow(await repository.findPaymentByProviderOrderId(input.razorpay_order_id), userId);
      const genuine = gateway.verifyPaymentSignature({
        orderId: payment.providerOrderId,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
      if (!genuine) {
        log.warn({ orderId: payment.orderId }, 'payment signature did not verify');
        throw new AppError('PAYMENT_VERIFICATION_FAILED');
      }
      const outcome = await confirmPayment({
        providerOrderId: payment.providerOrderId,
        providerPaymentId: input.razorpay_payment_id,
        method: null,
      });
      if (outcome.kind === 'unknown') throw new AppError('PAYMENT_VERIFICATION_FAILED');
      if (outcome.kind === 'refund') throw new AppError('ORDER_SOLD_OUT_REFUNDED');
      return {
        orderId: outcome.order.id,
        clearUserCart: (await repository.checkoutSource(outcome.order.id)) === 'cart',
      };
    },

    /** The sandbox's checkout dialog: a signed payment as Razorpay would hand it to the browser, or a failure. */
    async sandboxPay(
      userId: string,
      input: { razorpay_order_id: string; outcome: 'success' | 'failure'; method: string },
    ) {
      if (gateway.provider !== 'sandbox') throw new AppError('ROUTE_NOT_FOUND');
      const payment = toPaymentRow(await repository.findPaymentByProviderOrderId(input.razorpay_order_id), userId);
      const order = await repository.findOrder(payment.orderId);
      if (!order) throw new AppError('PAYMENT_VERIFICATION_FAILED');
      if (order.paymentStatus === 'paid') throw new AppError('ORDER_ALREADY_PAID');
      if (order.status !== 'pending') throw new AppError('PAYMENT_ORDER_CLOSED');
      const signed = gateway.pay(payment.providerOrderId);
      if (input.outcome === 'failure') {
        await recordPaymentFailure({
          providerOrderId: payment.providerOrderId,
          providerPaymentId: signed.razorpay_payment_id,
          reason: 'Payment declined in the sandbox',
        });
        return {
          success: true as const,
          outcome: 'failure' as const,
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed',
            reason: 'payment_failed',
            metadata: { order_id: payment.providerOrderId, payment_id: signed.razorpay_payment_id },
          },
        };
      }
      // The sandbox has captured the money; the method is remembered as the widget would report it.
      await repository.updatePayment(payment.id, { method: input.method });
      return { success: true as const, outcome: 'success' as const, ...signed };
    },

    /**
     * Gives back the stock of unpaid orders whose hold ran out, and retries refunds the provider
     * did not accept before. Safe to run on several instances at once: each release is claimed.
     */
    async sweep(at: Date = now()): Promise<{ released: number; refundsRetried: number }> {
      let released = 0;
      for (const orderId of await repository.expiredReservations(at, 200)) {
        if (await release(orderId, 'Payment not received in time; items returned to stock', at)) released += 1;
      }
      const unsent = await repository.unsentRefunds(new Date(at.getTime() - 60_000), 50);
      for (const { refund, providerPaymentId } of unsent) {
        if (providerPaymentId) await sendRefund(refund, providerPaymentId);
      }
      if (released > 0) log.info({ released }, 'expired stock reservations released');
      return { released, refundsRetried: unsent.length };
    },

    /** Razorpay's refund.processed: the refund row (or a refund made in Razorpay's dashboard) is settled. */
    async refundProcessed(input: { providerRefundId: string; providerPaymentId: string; amountPaise: number }) {
      await repository.transaction(async (tx) => {
        let refund = await tx.findRefundByProviderId(input.providerRefundId);
        if (!refund) {
          const payment = await tx.findPaymentByProviderPaymentId(input.providerPaymentId);
          if (!payment) return;
          refund = await tx.insertRefund({
            orderId: payment.orderId,
            paymentId: payment.id,
            amountPaise: input.amountPaise,
            idempotencyKey: `provider-${input.providerRefundId}`,
            providerRefundId: input.providerRefundId,
            reason: 'Refunded from the payment provider',
            status: 'pending',
          });
        }
        await refunds.refundProcessedIn(tx, refund);
      });
    },

    /** Razorpay's refund.failed: left for the shop owner to act on. */
    async refundFailed(providerRefundId: string) {
      const refund = await repository.findRefundByProviderId(providerRefundId);
      if (refund && refund.status !== 'processed') {
        await repository.updateRefund(refund.id, { status: 'failed' });
        log.error({ orderId: refund.orderId, refundId: refund.id }, 'refund failed at the payment provider');
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
