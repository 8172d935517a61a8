import type { AdminOrder, AdminOrderRow, AdminReturnRow } from '@shop/shared/contracts/admin-orders';
import type { PaymentProvider } from '@shop/shared/constants';
import type { Order, OrderSummary, TrackedOrder } from '@shop/shared/contracts/orders';
import type { ParcelTracking } from '@shop/shared/contracts/shipping';
import { localizeLineName } from '@shop/shared/catalogue-locale';
import type { Locale } from '@shop/shared/locale';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import {
  allowedTransitions,
  canCancel,
  canRequestReturn,
  expectedDelivery,
  invoiceAvailable,
  isTestOrder,
  orderNumber,
  refundablePaise,
} from '@shop/shared/order-rules';
import type { OrderItemRow, OrderRow } from '../checkout/order-repository';
import { orderPhone } from '../checkout/order-texts';
import { historyNoteIn, isParcelRemark } from './history-notes';
import type { OrderDetail, ReturnRow } from './order-read-repository';

// Rows to the wire: paise to rupees, Dates to ISO strings, the spec's field names; and the owner's
// refund form from the wire, rupees to paise.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Who took the order's money, and whether it was a test order, for every screen of the owner's. */
export function paymentProviderOf(order: { paymentProvider: PaymentProvider }) {
  return { paymentProvider: order.paymentProvider, testOrder: isTestOrder(order) };
}

/** The order's lines, named in the shopper's language (the owner's screens read English). */
function products(items: OrderItemRow[], locale: Locale): Order['products'] {
  return items.map((item) =>
    localizeLineName(
      {
        _id: item.id,
        productId: item.productId,
        variantId: item.variantId,
        name: item.name,
        slug: item.slug,
        size: item.size,
        image: item.image,
        quantity: item.quantity,
        price: paiseToRupees(item.unitPricePaise),
        originalPrice: item.originalPricePaise === null ? null : paiseToRupees(item.originalPricePaise),
      },
      item.nameHi,
      locale,
    ),
  );
}

export function toOrderSummary(order: OrderRow, items: OrderItemRow[], locale: Locale = 'en'): OrderSummary {
  return {
    _id: order.id,
    orderNumber: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.status,
    products: products(items, locale),
    totalAmount: paiseToRupees(order.totalPaise),
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    awaitingConfirmationUntil:
      order.paymentMethod === 'cod' && order.status === 'pending' ? iso(order.reservationExpiresAt) : null,
  };
}

function returnRequest(row: ReturnRow | null): Order['returnRequest'] {
  if (!row) return null;
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    resolutionNote: row.resolutionNote,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
  };
}

/** Whether the order waits for the answer to its confirmation message, where and how it went, and until when. */
function confirmByMessage(
  order: OrderRow,
  customer: OrderDetail['customer'],
  codConfirmMinutes: number,
): Order['confirmByMessage'] {
  if (order.paymentMethod !== 'cod' || order.codConfirmation !== 'awaiting' || !order.placedAt) return null;
  // `cod_phone` is kept when the message went to a phone; the sweeper cancels only such orders.
  const phone = orderPhone(order, customer ?? undefined);
  if (!order.codPhone || !phone) return null;
  return {
    phone,
    channel: order.whatsappUpdates ? 'whatsapp' : 'sms',
    until: new Date(order.placedAt.getTime() + codConfirmMinutes * 60_000).toISOString(),
  };
}

/** The parcel as its shopper (or the tracking check) sees it: no label, no courier activity text. */
function parcelTracking(parcel: OrderDetail['parcel']): ParcelTracking | null {
  if (!parcel) return null;
  const { shipment, scans } = parcel;
  return {
    courier: shipment.courier ?? '',
    awb: shipment.awb ?? '',
    trackingUrl: shipment.trackingUrl,
    expectedBy: shipment.expectedBy,
    scans: scans.map((scan) => ({ at: scan.scannedAt.toISOString(), status: scan.status, location: scan.location })),
  };
}

/**
 * The whole order as its owner sees it; `now` is the clock the rules are enforced with, and
 * `codConfirmMinutes` (COD_CONFIRM_MINUTES) how long a cash-on-delivery shopper has to confirm.
 */
export function toOrder(detail: OrderDetail, now: Date, codConfirmMinutes: number, locale: Locale = 'en'): Order {
  const { order } = detail;
  const address = order.shippingAddress;
  return {
    ...toOrderSummary(order, detail.items, locale),
    confirmByMessage: confirmByMessage(order, detail.customer, codConfirmMinutes),
    subtotal: paiseToRupees(order.subtotalPaise),
    shipping: paiseToRupees(order.shippingPaise),
    discount: paiseToRupees(order.discountPaise),
    prepaidDiscount: paiseToRupees(order.prepaidDiscountPaise),
    codFee: paiseToRupees(order.codFeePaise),
    couponCode: order.couponCode,
    shippingAddress: {
      fullName: address.fullName,
      phone: address.phone,
      contact: address.contact,
      address: address.address,
      apartment: address.apartment,
      landmark: address.landmark ?? '',
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      shippingMethod: address.shippingMethod,
    },
    contactEmail: order.contactEmail,
    statusHistory: detail.history.map((entry) => ({
      status: entry.status,
      note: historyNoteIn(entry.note, entry.status, locale),
      at: entry.createdAt.toISOString(),
      ...(isParcelRemark(entry.note) ? { remark: true } : {}),
    })),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    parcel: parcelTracking(detail.parcel),
    placedAt: iso(order.placedAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    expectedDelivery: iso(expectedDelivery(order)),
    canCancel: canCancel(order.status),
    canReturn: canRequestReturn(order, detail.returnRequest, now),
    invoiceAvailable: invoiceAvailable(order),
    invoiceNumber: order.invoiceNumber,
    refunds: detail.refunds.map((refund) => ({
      id: refund.id,
      amount: paiseToRupees(refund.amountPaise),
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
    })),
    returnRequest: returnRequest(detail.returnRequest),
  };
}

/**
 * What tracking shows: where the parcel is and nothing about who or what. History notes are left
 * out too, since the owner's notes may name the customer or an amount.
 */
export function toTrackedOrder(detail: OrderDetail): TrackedOrder {
  const { order } = detail;
  return {
    _id: order.id,
    orderNumber: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.status,
    statusHistory: detail.history.map((entry) => ({
      status: entry.status,
      note: '',
      at: entry.createdAt.toISOString(),
    })),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    parcel: parcelTracking(detail.parcel),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    expectedDelivery: iso(expectedDelivery(order)),
  };
}

/** Money captured for the order, and how much of it has gone (or is going) back. */
export type OrderMoney = { paidPaise: number; refundedPaise: number };

export function toAdminOrder(detail: OrderDetail, money: OrderMoney, now: Date, codConfirmMinutes: number): AdminOrder {
  return {
    ...toOrder(detail, now, codConfirmMinutes),
    ...paymentProviderOf(detail.order),
    customer: {
      id: detail.customer?.id ?? null,
      name: detail.customer?.name || detail.order.shippingAddress.fullName,
      email: detail.customer?.email ?? detail.order.contactEmail,
    },
    allowedTransitions: allowedTransitions(detail.order.status),
    paidAmount: paiseToRupees(money.paidPaise),
    refundedAmount: paiseToRupees(money.refundedPaise),
    refundableAmount: paiseToRupees(refundablePaise(money.paidPaise, money.refundedPaise)),
    codConfirmation: codConfirmationOf(detail.order),
    receivedBackAt: detail.order.receivedBackAt?.toISOString() ?? null,
  };
}

/** An order awaiting its confirmation after the reminder went unanswered is the owner's to call. */
export function codConfirmationOf(order: Pick<OrderRow, 'codConfirmation' | 'codReminderAt'>) {
  if (order.codConfirmation === 'awaiting' && order.codReminderAt) return 'unconfirmed' as const;
  return order.codConfirmation;
}

export function toAdminOrderRow(row: {
  order: OrderRow;
  customer: { id: string; name: string; email: string | null } | null;
  itemCount: number;
}): AdminOrderRow {
  const { order } = row;
  return {
    _id: order.id,
    orderNumber: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    customer: {
      id: row.customer?.id ?? null,
      name: row.customer?.name || order.shippingAddress.fullName,
      email: row.customer?.email ?? order.contactEmail,
      phone: order.shippingAddress.phone,
    },
    orderStatus: order.status,
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    ...paymentProviderOf(order),
    totalAmount: paiseToRupees(order.totalPaise),
    itemCount: Number(row.itemCount),
    codConfirmation: codConfirmationOf(order),
  };
}

export function toAdminReturnRow(row: {
  request: ReturnRow;
  order: OrderRow;
  customer: { id: string; name: string; email: string | null } | null;
}): AdminReturnRow {
  const { request, order } = row;
  return {
    id: request.id,
    orderId: order.id,
    orderNumber: orderNumber(order.id),
    customer: {
      id: row.customer?.id ?? null,
      name: row.customer?.name || order.shippingAddress.fullName,
      email: row.customer?.email ?? order.contactEmail,
    },
    reason: request.reason,
    status: request.status,
    resolutionNote: request.resolutionNote,
    createdAt: request.createdAt.toISOString(),
    resolvedAt: iso(request.resolvedAt),
    deliveredAt: iso(order.deliveredAt),
    orderStatus: order.status,
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    totalAmount: paiseToRupees(order.totalPaise),
  };
}

export type RefundInput = { amountPaise: number; reason: string; requestId?: string };

/** The owner's refund form as validated by `adminRefundRequestSchema`. */
export function fromRefundRequest(body: { amount: number; reason: string; requestId?: string }): RefundInput {
  return { amountPaise: rupeesToPaise(body.amount), reason: body.reason, requestId: body.requestId };
}
