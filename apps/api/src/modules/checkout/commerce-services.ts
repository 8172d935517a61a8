import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cartRepository } from '../cart/cart-repository';
import { cartService } from '../cart/cart-service';
import { couponRepository } from '../coupons/coupon-repository';
import { couponService } from '../coupons/coupon-service';
import { createPaymentGateway } from '../payments/payment-gateway';
import type { PincodeService } from '../pincode/pincode-service';
import { checkoutRepository } from './checkout-repository';
import { checkoutService } from './checkout-service';

/** Buying: coupons, the cart, checkout and the payment gateway. */
export function commerceServices(db: Db, config: Config, log: FastifyBaseLogger, pincode: PincodeService) {
  const coupons = couponService({ repository: couponRepository(db) });
  const cart = cartService({ repository: cartRepository(db), coupons });
  const payments = createPaymentGateway(config, log);
  if (payments.provider === 'sandbox' && config.isProduction) {
    log.warn('PAYMENT_PROVIDER=sandbox: payments are simulated; set PAYMENT_PROVIDER=razorpay to take real money');
  }
  const checkout = checkoutService({
    repository: checkoutRepository(db),
    cart,
    coupons,
    gateway: payments,
    pincode,
    settings: {
      codMaxOrderPaise: config.COD_MAX_ORDER_PAISE,
      reservationMinutes: config.RESERVATION_MINUTES,
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    },
    log,
  });
  return { coupons, cart, checkout, payments };
}

export type CommerceServices = ReturnType<typeof commerceServices>;
