import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  checkoutResponseSchema,
  sandboxPayResponseSchema,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@shop/shared/contracts/checkout';
import { orders, orderStatusHistory, payments } from '../../db/schema';
import type { Shopper, TestVariant } from '../../test/shoppers';
import type { TestApp } from '../../test/test-app';

// Shared steps of the checkout and payment tests: a shopper's details, filling a cart, checking out.

export const customer = {
  contact: 'radha@example.in',
  emailOffers: false,
  fullName: 'Radha Devi',
  address: '12 Seva Kunj, Parikrama Marg',
  apartment: 'Near Banke Bihari Temple',
  city: 'Mathura',
  state: 'Uttar Pradesh',
  postalCode: '281121',
  phone: '9876543210',
  shippingMethod: 'online' as const,
};

/** A delivery in Delhi: another state than the default seller's, the shop's own for a seller registered there. */
export const delhiCustomer = {
  ...customer,
  fullName: 'Meera Sharma',
  address: '14 Chandni Chowk',
  apartment: '',
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110006',
  phone: '9811122233',
};

export async function addToCart(shopper: Shopper, item: TestVariant, quantity = 1) {
  const res = await shopper.request({
    method: 'POST',
    url: '/api/v1/user/add-to-cart',
    payload: { id: item.productId, variantId: item.variantId, quantity },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function checkout(shopper: Shopper, body: Partial<CheckoutRequest> = {}) {
  return shopper.request({
    method: 'POST',
    url: '/api/v1/payment/checkout',
    payload: { paymentMethod: 'Online', shippingAddress: customer, couponCode: null, ...body },
  });
}

/** Checks out and expects success, returning the response's data. */
export async function checkoutOk(
  shopper: Shopper,
  body: Partial<CheckoutRequest> = {},
): Promise<CheckoutResponse['data']> {
  const res = await checkout(shopper, body);
  expect(res.statusCode, res.body).toBe(200);
  return checkoutResponseSchema.parse(res.json()).data;
}

/** The sandbox's payment sheet, answered as the shopper chooses (200 expected). */
export async function sandboxPay(who: Shopper, razorpayOrderId: string, outcome: 'success' | 'failure' = 'success') {
  const res = await who.request({
    method: 'POST',
    url: '/api/v1/payment/sandbox/pay',
    payload: { razorpay_order_id: razorpayOrderId, outcome, method: 'upi' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sandboxPayResponseSchema.parse(res.json());
}

/** A successful sandbox payment: the signed ids the browser then sends for verification. */
export async function sandboxSignature(who: Shopper, razorpayOrderId: string) {
  const paid = await sandboxPay(who, razorpayOrderId);
  if (paid.outcome !== 'success') throw new Error('sandbox payment failed');
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid;
  return { razorpay_order_id, razorpay_payment_id, razorpay_signature };
}

/** Pays in the sandbox and verifies the payment, as the browser's payment sheet does. */
export async function payInSandbox(who: Shopper, razorpayOrderId: string): Promise<void> {
  const verify = await who.request({
    method: 'POST',
    url: '/api/v1/payment/payment-verification',
    payload: await sandboxSignature(who, razorpayOrderId),
  });
  expect(verify.statusCode, verify.body).toBe(200);
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function historyOf(t: TestApp, orderId: string): Promise<string[]> {
  const rows = await t.db
    .select({ status: orderStatusHistory.status })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.map((row) => row.status);
}

export async function paymentOf(t: TestApp, orderId: string) {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId)));
  return row!;
}
