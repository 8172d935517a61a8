import { AppError } from '../../app-error';
import type { OrderRow } from '../checkout/order-repository';
import { orderTexts } from '../checkout/order-texts';
import {
  orderDeliveredEmail,
  orderOutForDeliveryEmail,
  orderShippedEmail,
  paymentReceivedEmail,
} from './order-lifecycle-emails';
import type { OrderQueries } from './order-queries';

// The steps of a parcel's way to the door, each inside the caller's transaction with the order
// locked: the owner's status change takes them by hand, a courier's booking and tracking updates
// take them by themselves. Each tells the shopper as the order's language says.

type Step = { note: string | null; actorUserId: string | null; at: Date; publicUrl: string };

/** Handed to the courier: `processing` → `shipped` with the courier and its AWB. */
export async function shipIn(
  tx: OrderQueries,
  order: OrderRow,
  parcel: { courier: string; trackingNumber: string },
  { note, actorUserId, at, publicUrl }: Step,
): Promise<void> {
  if (!(await tx.orders.markShipped(order.id, { ...parcel, at }))) throw new AppError('ORDER_STATUS_TRANSITION');
  const text = `Shipped with ${parcel.courier}, tracking number ${parcel.trackingNumber}`;
  await tx.orders.insertHistory(order.id, 'shipped', note ? `${text}. ${note}` : text, { actorUserId, at });
  const shipped = { ...order, ...parcel };
  await tx.notifyOrder(order, orderShippedEmail(shipped, publicUrl), orderTexts.shipped(shipped, publicUrl));
}

/** With the courier on the last mile today. */
export async function outForDeliveryIn(tx: OrderQueries, order: OrderRow, { note, actorUserId, at, publicUrl }: Step) {
  if (!(await tx.orders.setStatus(order.id, 'out_for_delivery', ['shipped'], at))) {
    throw new AppError('ORDER_STATUS_TRANSITION');
  }
  await tx.orders.insertHistory(order.id, 'out_for_delivery', note ?? 'Out for delivery', { actorUserId, at });
  await tx.notifyOrder(order, orderOutForDeliveryEmail(order, publicUrl), orderTexts.outForDelivery(order, publicUrl));
}

/** At the door; cash on delivery is collected in the same moment. */
export async function deliverIn(tx: OrderQueries, order: OrderRow, { note, actorUserId, at, publicUrl }: Step) {
  const cod = order.paymentMethod === 'cod';
  if (!(await tx.orders.markDelivered(order.id, at, cod))) throw new AppError('ORDER_STATUS_TRANSITION');
  await tx.orders.insertHistory(order.id, 'delivered', note ?? 'Delivered', { actorUserId, at });
  const delivered = { ...order, status: 'delivered' as const, deliveredAt: at };
  await tx.notifyOrder(order, orderDeliveredEmail(delivered, publicUrl), orderTexts.delivered(order, publicUrl));
  if (cod) {
    const collected = await tx.payments.captureCashOnDelivery(order.id, at);
    await tx.enqueueOrderEmail(order, paymentReceivedEmail(delivered, collected || order.totalPaise, publicUrl));
  }
}

/**
 * On its way back to the shop (returned to origin): refused at the door, or the courier gave up.
 * Nothing goes back on the shelf yet: that waits for the owner to receive the parcel (`receiveBack`).
 */
export async function returnToOriginIn(tx: OrderQueries, order: OrderRow, { note, actorUserId, at }: Step) {
  if (!(await tx.orders.setStatus(order.id, 'returned_to_origin', ['shipped', 'out_for_delivery'], at))) {
    throw new AppError('ORDER_STATUS_TRANSITION');
  }
  await tx.orders.insertHistory(order.id, 'returned_to_origin', note ?? 'Returning to the shop (RTO)', {
    actorUserId,
    at,
  });
}
