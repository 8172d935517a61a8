import type { Db } from '../../db/client';
import { checkoutQueries } from '../checkout/order-placement';
import { paymentRepository } from './payment-repository';
import { refundRepository } from './refund-repository';

/** Checkout's repositories and the money's (payments, refunds), bound to one connection or transaction. */
export function paymentQueries(db: Db) {
  return { ...checkoutQueries(db), payments: paymentRepository(db), refunds: refundRepository(db) };
}

export type PaymentQueries = ReturnType<typeof paymentQueries>;
