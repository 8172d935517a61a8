import type {
  CheckoutResponse,
  CustomerInfo,
  PaymentMethodLabel,
  PaymentOptions,
} from '@shop/shared/contracts/checkout';
import { paiseToRupees } from '@shop/shared/money';
import { normaliseIndianMobile } from '@shop/shared/contracts/messages';
import { codProblem, codRefusedForReturns, orderAmounts, type OrderAmounts } from '@shop/shared/pricing-rules';
import type { Locale } from '@shop/shared/locale';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { faultPoint } from '../../faults/fault-point';
import type { ConfirmHeldOrders, LinkTokens } from '../account/email-verification';
import { keepShopperDetails } from '../account/shopper-details';
import type { AddressService } from '../addresses/address-service';
import type { OtpService } from '../auth/otp-service';
import type { CartLine, CartService } from '../cart/cart-service';
import { holdCampaigns } from '../campaigns/campaign-hold';
import { reserveCoupon, type CouponService } from '../coupons/coupon-service';
import type { PincodeService } from '../pincode/pincode-service';
import { toCheckoutResponse } from './checkout-dto';
import { deliveryAddressKey, passesCodCaps } from './cod-caps';
import { codLinks } from './cod-links';
import { enqueueOrderText, orderPhone, orderTexts } from './order-texts';
import { byVariant, checkoutQueries, confirmHeldCashOnDelivery, fulfil, releaseHold } from './order-placement';
import type { CheckoutSource } from './sale-repository';
import { ordersPlaced } from '../../observability/shop-metrics';

export type CheckoutInput = {
  paymentMethod: PaymentMethodLabel;
  shippingAddress: CustomerInfo;
  couponCode?: string | null;
  buyNow?: { productId: string; variantId: string; quantity: number } | null;
  /** The client's total in rupees, only compared with the server's. */
  totalAmount?: number;
  saveAddress?: boolean;
  /** Cash on delivery from an account with no proven phone: the code sent to the delivery phone (decision 0127). */
  phoneCode?: string;
};

/**
 * How checkout opens a placed order's payment. A payment moves the order checkout placed, so
 * payments come after checkout in the import order: checkout names what it needs here, and
 * payments/payment-service.ts provides it.
 */
export type PaymentOpener = {
  readonly provider: 'razorpay' | 'sandbox';
  /** The public key the payment widget opens with. */
  readonly keyId: string;
  /** Cash on delivery: the payment to collect at the door, written inside the order's own transaction. */
  openCashOnDelivery(tx: Db, payment: { orderId: string; amountPaise: number }): Promise<void>;
  /** Online: the provider's order for the amount, recorded against ours. */
  openOnline(payment: { orderId: string; amountPaise: number }): Promise<{ id: string; amountPaise: number }>;
};

type Deps = {
  db: Db;
  cart: CartService;
  coupons: CouponService;
  /** Where a new address typed at checkout is kept when the shopper asks. */
  addresses: Pick<AddressService, 'create'>;
  payments: PaymentOpener;
  pincode: Pick<PincodeService, 'lookup'>;
  /** Makes the links in what placing sends: the cash-on-delivery confirmation, an email's verify link. */
  tokens: LinkTokens;
  /** The sign-in codes' service: a code sent to the delivery phone proves it for the account (decision 0127). */
  phoneCodes: Pick<OtpService, 'addPhone'>;
  settings: {
    codMaxOrderPaise: number;
    reservationMinutes: number;
    publicUrl: string;
    /**
     * Every cash-on-delivery order waiting for its confirmation holds its stock this long, then is
     * cancelled; and how many such orders (and units) one account, phone or address may have (decision 0125).
     */
    codConfirmMinutes: number;
    codMaxUnconfirmedOrders: number;
    codMaxUnconfirmedUnits: number;
    /** The way of paying's fee and discount, and the refused parcels after which only online payment is offered (decision 0140). */
    codFeePaise: number;
    prepaidDiscountPaise: number;
    codMaxRefusedParcels: number;
  };
  now?: () => Date;
};

/** What placing did: the order, and how long it holds its stock while it waits (a payment, or its confirmation). */
type Placed = { orderId: string; holdUntil: Date };

/** What the order will hold, priced from the database and the shared rules. */
type PricedOrder = {
  method: 'cod' | 'online';
  source: CheckoutSource;
  lines: CartLine[];
  couponCode: string | null;
  amounts: OrderAmounts;
};

/**
 * Placing an order: price it, place it in one transaction (stock is taken there with conditional
 * updates), open its payment, answer. An unpaid online order holds its stock for a while; paying
 * for it is payments/payment-service.ts.
 */
export function checkoutService({
  db,
  cart,
  coupons,
  addresses,
  payments,
  pincode,
  tokens,
  phoneCodes,
  settings,
  now = () => new Date(),
}: Deps) {
  const transaction = transactional(db, checkoutQueries);
  const codConfirmation = codLinks(tokens.hash, settings.publicUrl);

  async function pinDetails(postalCode: string) {
    try {
      return await pincode.lookup(postalCode);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PIN_NOT_FOUND') return undefined;
      throw error;
    }
  }

  /**
   * Why this order may not be paid on delivery, if it may not, in the order a shopper should hear it:
   * the shop's limit and the PIN code's couriers (`codProblem`, from the PIN-code dataset: an answer
   * from a courier about the PIN belongs beside `pinDetails`, judged there), then parcels this
   * account or delivery phone refused at the door before (decision 0140). Paying online stays open.
   */
  async function refuseCashOnDelivery(userId: string, address: CustomerInfo, amounts: OrderAmounts): Promise<void> {
    const pin = await pinDetails(address.postalCode);
    const problem = codProblem({
      totalPaise: amounts.totalPaise,
      maxOrderPaise: settings.codMaxOrderPaise,
      postalCode: address.postalCode,
      pin,
    });
    if (problem) throw new AppError(problem.code, problem.params);
    // The courier's own answer (Shiprocket configured): no courier collects cash there (decision 0138).
    if (pin?.courier?.cod === false) throw new AppError('COD_NOT_AVAILABLE_COURIER', { pin: address.postalCode });
    if (settings.codMaxRefusedParcels > 0) {
      const refused = await checkoutQueries(db).orders.refusedCashOnDelivery({
        userId,
        phone: normaliseIndianMobile(address.phone),
      });
      if (codRefusedForReturns(refused, settings.codMaxRefusedParcels)) throw new AppError('COD_REFUSED_PARCELS');
    }
  }

  async function price(userId: string, input: CheckoutInput): Promise<PricedOrder> {
    const method = input.paymentMethod === 'COD' ? 'cod' : 'online';
    const lines = input.buyNow ? [await cart.buyNowLine(input.buyNow)] : await cart.lines(userId);
    if (lines.length === 0) throw new AppError('CART_EMPTY');
    // Stock is judged inside the transaction, after the shopper's own earlier holds are given back.

    let couponCode: string | null = null;
    let discountPaise = 0;
    if (input.couponCode && input.couponCode.trim() !== '') {
      const { coupon, verdict } = await coupons.evaluateForLines(input.couponCode, userId, lines);
      if (!verdict.ok) throw new AppError(verdict.reason, verdict.params);
      if (!coupon) throw new AppError('COUPON_INVALID');
      couponCode = coupon.code;
      discountPaise = verdict.discountPaise;
    }

    const address = input.shippingAddress;
    const amounts = orderAmounts(lines, discountPaise, address.shippingMethod, {
      method,
      codFeePaise: settings.codFeePaise,
      prepaidDiscountPaise: settings.prepaidDiscountPaise,
    });
    if (method === 'cod') await refuseCashOnDelivery(userId, address, amounts);
    return { method, source: input.buyNow ? 'buy_now' : 'cart', lines, couponCode, amounts };
  }

  /**
   * The order, its lines, its stock and its coupon in one transaction. Cash on delivery is placed at
   * once, for an account with a proven phone only, and texts that phone its confirmation (within
   * limits, so one account cannot hold the shelf).
   */
  function place(
    userId: string,
    address: CustomerInfo,
    { method, source, lines, couponCode, amounts }: PricedOrder,
    at: Date,
    locale: Locale,
  ): Promise<Placed> {
    return transaction(async (tx, txDb) => {
      // Locked: one shopper's checkouts take turns, so the count below cannot be raced past.
      const account = await tx.accounts.lockAccountEmail(userId);
      if (!account) throw new AppError('UNAUTHENTICATED');
      // What the shopper typed about themselves joins the account: the name when it has none, and
      // an email given by an account made with a phone, unverified, with its link (decision 0100).
      await keepShopperDetails(
        txDb,
        { tokens, publicUrl: settings.publicUrl, now: at },
        { userId, locale },
        { nameIfNone: address.fullName, email: address.contact },
      );
      // Cash on delivery is confirmed from a phone the account proved, never from a number typed
      // here: without one the delivery phone is proven first, by its code (decision 0127).
      const messagePhone =
        method === 'cod' ? orderPhone({ paymentMethod: method, shippingAddress: address }, account) : null;
      if (method === 'cod' && !(account.phone && account.phoneVerifiedAt)) throw new AppError('COD_PHONE_CODE_NEEDED');
      // The delivery phone the caps count; the proven one when the delivery number is no mobile.
      const phone = method === 'cod' ? (normaliseIndianMobile(address.phone) ?? messagePhone) : null;
      const addressKey = method === 'cod' ? deliveryAddressKey(address) : null;
      if (method === 'cod') {
        // Every account, delivery phone and address may have only a few orders waiting (decision 0125).
        await tx.reservations.lockDelivery(phone, addressKey);
        const waiting = await tx.reservations.unconfirmedCashOnDelivery({ userId, phone, addressKey });
        const units = lines.reduce((total, line) => total + line.quantity, 0);
        const caps = { maxOrders: settings.codMaxUnconfirmedOrders, maxUnits: settings.codMaxUnconfirmedUnits };
        if (!passesCodCaps(waiting, { userId, phone, addressKey, units }, caps)) {
          throw new AppError('COD_UNCONFIRMED_LIMIT', { orders: caps.maxOrders, units: caps.maxUnits });
        }
      }
      const holdMinutes = method === 'online' ? settings.reservationMinutes : settings.codConfirmMinutes;
      const holdUntil = new Date(at.getTime() + holdMinutes * 60_000);
      const placedNow = method === 'cod';

      // A new checkout replaces the shopper's earlier unpaid attempts, so they do not hold stock
      // against it. A cash-on-delivery order waiting for its confirmation is an order the shopper placed: it stays.
      for (const earlier of await tx.reservations.heldBy(userId, 'online')) {
        await releaseHold(tx, earlier, 'Replaced by a newer checkout');
      }
      const id = await tx.orders.insert({
        userId,
        status: placedNow ? 'processing' : 'pending',
        paymentMethod: method,
        paymentProvider: method === 'cod' ? 'cod' : payments.provider,
        ...amounts,
        couponCode,
        shippingAddress: {
          fullName: address.fullName,
          phone: address.phone,
          contact: address.contact,
          address: address.address,
          apartment: address.apartment,
          landmark: address.landmark,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
          shippingMethod: address.shippingMethod,
        },
        // The email typed here, else the account's own; none for a shopper who gave none (DESIGN 4.12).
        contactEmail: address.contact || account.email || '',
        emailOffers: address.emailOffers,
        whatsappUpdates: address.whatsappUpdates,
        locale,
        codConfirmation: method === 'cod' ? 'awaiting' : null,
        codPhone: phone,
        codAddressKey: addressKey,
        // A placed cash-on-delivery order took its stock; the sweeper cancels it at its deadline instead.
        reservationExpiresAt: placedNow ? null : holdUntil,
        placedAt: placedNow ? at : null,
      });
      await tx.orders.insertItems(id, lines);
      for (const line of byVariant(lines)) {
        if (!(await tx.reservations.take(line.variantId, line.quantity, id, 'order'))) {
          const stock = await tx.reservations.stockOf(line.variantId);
          throw stock > 0 ? new AppError('QUANTITY_TOO_HIGH', { n: stock }) : new AppError('SIZE_OUT_OF_STOCK');
        }
      }
      if (couponCode) {
        // Judged again on counts read under locks, after the stock (one lock order for every order).
        const { verdict } = await reserveCoupon(
          tx.coupons,
          {
            code: couponCode,
            userId,
            orderId: id,
            discountPaise: amounts.discountPaise,
            subtotalPaise: amounts.subtotalPaise,
            lines,
          },
          at,
        );
        if (!verdict.ok) throw new AppError(verdict.reason, verdict.params);
      }
      // Festival sales: each still running, within its budget and per-shopper limit (decision 0145).
      await holdCampaigns(tx.campaigns, { id, userId, at }, lines);
      await tx.sales.recordSource(id, userId, { source, totalPaise: amounts.totalPaise });
      if (method === 'online') {
        await tx.orders.insertHistory(id, 'pending', 'Awaiting payment');
        return { orderId: id, holdUntil };
      }
      await payments.openCashOnDelivery(txDb, { orderId: id, amountPaise: amounts.totalPaise });
      await tx.orders.insertHistory(id, 'processing', 'Order placed: cash on delivery');
      const order = await tx.orders.find(id);
      if (!order) throw new Error('order vanished inside its own transaction');
      await fulfil(tx, order, settings.publicUrl);
      // Every cash-on-delivery order asks its shopper to confirm before its deadline; its links
      // work until then (decisions 0046, 0125).
      const links = codConfirmation.make(id, holdUntil, order.locale);
      await enqueueOrderText(txDb, messagePhone, order, orderTexts.codConfirmation(order, links, holdUntil));
      return { orderId: id, holdUntil };
    });
  }

  /**
   * The online payment at the provider. When it cannot be opened no payment can be made for the
   * order, so its stock goes back at once.
   */
  async function openPayment(orderId: string, amountPaise: number) {
    faultPoint('checkout.after-reservation');
    try {
      const order = await payments.openOnline({ orderId, amountPaise });
      faultPoint('checkout.after-payment-order');
      return order;
    } catch (error) {
      await transaction(async (tx) => {
        await tx.orders.markPaymentFailed(orderId);
        await releaseHold(tx, orderId, 'The payment service could not open this payment');
      });
      throw error;
    }
  }

  /** Called when the account's emailed link is opened, inside that link's transaction. */
  const confirmHeldOrders: ConfirmHeldOrders = (txDb, userId, at, linkOrderId) =>
    confirmHeldCashOnDelivery(checkoutQueries(txDb), { userId, at, linkOrderId, publicUrl: settings.publicUrl });

  /**
   * Cash on delivery from an account with no proven phone: the code sent to the delivery phone by
   * the sign-in codes' service (its tries and limits) proves it, and it becomes the account's phone,
   * so the next order needs none. A wrong code is counted and refused; a phone another account holds
   * is refused, its owner signs in with it (decision 0127). Either way no order is placed.
   */
  async function proveDeliveryPhone(userId: string, address: CustomerInfo, code: string) {
    const account = await checkoutQueries(db).accounts.accountEmail(userId);
    if (account?.phone && account.phoneVerifiedAt) return;
    const phone = normaliseIndianMobile(address.phone);
    if (!phone) throw new AppError('COD_PHONE_CODE_NEEDED');
    try {
      await phoneCodes.addPhone(userId, phone, code);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PHONE_TAKEN') throw new AppError('COD_PHONE_ON_ANOTHER_ACCOUNT');
      throw error;
    }
  }

  /**
   * After the order is placed, so a refused order saves nothing. A full address book is not a
   * reason to refuse an order that is already placed: the address is then simply not kept.
   */
  async function keepAddress(userId: string, address: CustomerInfo) {
    try {
      await addresses.create(userId, address);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'ADDRESS_LIMIT')) throw error;
    }
  }

  return {
    confirmHeldOrders,

    /** GET /payment/options: the fee and the discount each way of paying brings, and whether this account may pay on delivery. */
    async paymentOptions(userId: string, postalCode?: string): Promise<PaymentOptions> {
      const refused =
        settings.codMaxRefusedParcels > 0
          ? await checkoutQueries(db).orders.refusedCashOnDelivery({ userId, phone: null })
          : { byAccount: 0, byPhone: 0 };
      const pin = postalCode ? await pinDetails(postalCode) : undefined;
      return {
        codFee: paiseToRupees(settings.codFeePaise),
        prepaidDiscount: paiseToRupees(settings.prepaidDiscountPaise),
        codRefused: codRefusedForReturns(refused, settings.codMaxRefusedParcels),
        // With a PIN: whether a courier collects cash there, as checkout will judge it.
        ...(pin && { codAtPin: pin.codAvailable && pin.courier?.cod !== false }),
      };
    },

    /**
     * POST /payment/checkout: price → place → open the payment → answer. `locale` is the page's
     * language: the order keeps it, and every message about the order speaks it.
     */
    async checkout(userId: string, input: CheckoutInput, locale: Locale): Promise<CheckoutResponse['data']> {
      const priced = await price(userId, input);
      if (priced.method === 'cod' && input.phoneCode)
        await proveDeliveryPhone(userId, input.shippingAddress, input.phoneCode);
      const { orderId, holdUntil } = await place(userId, input.shippingAddress, priced, now(), locale);
      ordersPlaced.inc({ payment_method: priced.method });
      if (input.saveAddress && input.shippingAddress.shippingMethod !== 'store') {
        await keepAddress(userId, input.shippingAddress);
      }
      const payment =
        priced.method === 'cod'
          ? { provider: 'cod' as const }
          : {
              provider: payments.provider,
              keyId: payments.keyId,
              order: await openPayment(orderId, priced.amounts.totalPaise),
            };
      return toCheckoutResponse({
        orderId,
        paymentMethod: input.paymentMethod,
        address: input.shippingAddress,
        amounts: priced.amounts,
        couponCode: priced.couponCode,
        fromCart: priced.source === 'cart',
        reservationExpiresAt: holdUntil,
        confirmByEmail: null,
        payment,
        clientTotal: input.totalAmount,
      });
    },
  };
}
