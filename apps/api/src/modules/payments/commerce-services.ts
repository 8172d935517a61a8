import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { LinkTokens } from '../account/email-verification';
import type { AddressService } from '../addresses/address-service';
import type { OtpService } from '../auth/otp-service';
import type { CampaignService } from '../campaigns/campaign-service';
import { cartRepository } from '../cart/cart-repository';
import { cartService } from '../cart/cart-service';
import type { SetService } from '../sets/set-service';
import { checkoutService } from '../checkout/checkout-service';
import { couponRepository } from '../coupons/coupon-repository';
import { couponService } from '../coupons/coupon-service';
import type { PincodeService } from '../pincode/pincode-service';
import { createPaymentGateway } from './payment-gateway';
import { paymentService } from './payment-service';

/** Buying: coupons, the cart, checkout, and paying through the payment gateway. */
export function commerceServices(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  pincode: PincodeService,
  tokens: LinkTokens,
  addresses: AddressService,
  /** Spends a code proving a delivery phone: the sign-in routes' service, counted alike (otp-routes.ts). */
  phoneCodes: Pick<OtpService, 'addPhone'>,
  /** Festival sales price the cart and checkout by the shop's clock (tests move it). */
  sales: { campaigns: Pick<CampaignService, 'priceLines'>; now: () => Date },
  /** Complete sets: a set in the cart is priced and bought from its parts (decision 0152). */
  sets: Pick<SetService, 'forCart'>,
) {
  const { publicUrl } = config;
  const coupons = couponService({ repository: couponRepository(db) });
  const cart = cartService({ repository: cartRepository(db), coupons, sets, ...sales });
  const gateway = createPaymentGateway(config, log);
  if (gateway.provider === 'sandbox' && config.isProduction) {
    log.warn('Demo shop: payments are simulated and no money is taken; set the Razorpay keys to take real money');
  }
  const payments = paymentService({ db, gateway, settings: { publicUrl }, log });
  const checkout = checkoutService({
    db,
    cart,
    coupons,
    addresses,
    payments,
    pincode,
    tokens,
    phoneCodes,
    settings: {
      codMaxOrderPaise: config.COD_MAX_ORDER_PAISE,
      codConfirmMinutes: config.COD_CONFIRM_MINUTES,
      codMaxUnconfirmedOrders: config.COD_MAX_UNCONFIRMED_ORDERS,
      codMaxUnconfirmedUnits: config.COD_MAX_UNCONFIRMED_UNITS,
      codFeePaise: config.COD_FEE_PAISE,
      prepaidDiscountPaise: config.PREPAID_DISCOUNT_PAISE,
      codMaxRefusedParcels: config.COD_MAX_REFUSED_PARCELS,
      reservationMinutes: config.RESERVATION_MINUTES,
      publicUrl,
    },
    now: sales.now,
  });
  return { coupons, cart, checkout, payments, gateway };
}

export type CommerceServices = ReturnType<typeof commerceServices>;
