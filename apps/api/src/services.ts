import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { imageStorageFor } from './db/bootstrap';
import { accountService } from './modules/account/account-service';
import { emailVerificationService } from './modules/account/email-verification';
import { addressRepository } from './modules/addresses/address-repository';
import { addressService } from './modules/addresses/address-service';
import { authRepository } from './modules/auth/auth-repository';
import { authService } from './modules/auth/auth-service';
import { LOGIN_THROTTLE } from './modules/auth/login-throttle';
import type { OtpService } from './modules/auth/otp-service';
import { resolveSessionSecret } from './modules/auth/session-secret';
import { sessionTokens } from './modules/auth/session-tokens';
import { cartReminderStops } from './modules/cart/cart-reminder-stop';
import { campaignRepository } from './modules/campaigns/campaign-repository';
import { campaignService } from './modules/campaigns/campaign-service';
import { cartRepository } from './modules/cart/cart-repository';
import { cartService } from './modules/cart/cart-service';
import { catalogueRepository } from './modules/catalogue/catalogue-repository';
import { catalogueService } from './modules/catalogue/catalogue-service';
import { checkoutService } from './modules/checkout/checkout-service';
import { couponRepository } from './modules/coupons/coupon-repository';
import { couponService } from './modules/coupons/coupon-service';
import { festivalRepository } from './modules/festivals/festival-repository';
import { festivalService } from './modules/festivals/festival-service';
import { setRepository } from './modules/sets/set-repository';
import { setService } from './modules/sets/set-service';
import { idolRepository } from './modules/idols/idol-repository';
import { idolService } from './modules/idols/idol-service';
import { adminOrderService } from './modules/orders/admin-order-service';
import { codConfirmationService } from './modules/orders/cod-confirmation-service';
import { orderService } from './modules/orders/order-service';
import { createPaymentGateway } from './modules/payments/payment-gateway';
import { paymentService } from './modules/payments/payment-service';
import { pincodeService } from './modules/pincode/pincode-service';
import { reviewRepository } from './modules/reviews/review-repository';
import { reviewService } from './modules/reviews/review-service';
import { searchRepository } from './modules/search/search-repository';
import { searchService } from './modules/search/search-service';
import { bookedParcels } from './modules/shipping/booked-parcels';
import { deliveryAttempts } from './modules/shipping/delivery-attempts';
import { pinCoverage, withCourierCoverage } from './modules/shipping/pin-coverage';
import { shipmentService } from './modules/shipping/shipment-service';
import { shipmentTracking } from './modules/shipping/shipment-tracking';
import { createCarrier } from './modules/shipping/shipping-carrier';
import { stockAlertService } from './modules/stock-alerts/stock-alert-service';
import { wishlistRepository } from './modules/wishlist/wishlist-repository';
import { wishlistService } from './modules/wishlist/wishlist-service';
import { adminCatalogueRepository } from './modules/admin/catalogue/admin-catalogue-repository';
import { adminProductImageService } from './modules/admin/catalogue/admin-product-image-service';
import { adminProductService } from './modules/admin/catalogue/admin-product-service';
import { adminStockService } from './modules/admin/catalogue/admin-stock-service';
import { adminContentRepository } from './modules/admin/content/admin-content-repository';
import { adminContentService } from './modules/admin/content/admin-content-service';
import { adminCouponRepository } from './modules/admin/coupons/admin-coupon-repository';
import { adminCouponService } from './modules/admin/coupons/admin-coupon-service';
import { adminCustomerRepository } from './modules/admin/customers/admin-customer-repository';
import { adminCustomerService } from './modules/admin/customers/admin-customer-service';
import { adminDashboardRepository } from './modules/admin/dashboard/admin-dashboard-repository';
import { adminDashboardService } from './modules/admin/dashboard/admin-dashboard-service';
import { adminSearchRepository } from './modules/admin/search/admin-search-repository';
import { adminSearchService } from './modules/admin/search/admin-search-service';
import { invoiceRepository } from './modules/invoices/invoice-repository';
import { invoiceService, invoiceSettingsFromConfig } from './modules/invoices/invoice-service';
import { sandboxedChannel, textForOwner } from './modules/messages/admin-outbox-routes';

export type ServiceOptions = {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The shop's clock: festival sales, alerts and deadlines are judged by it (tests move it). */
  clock: () => number;
  /** The sign-in clock: tests move it instead of waiting out a login's slowdown. */
  authClock?: { now: () => Date; sleep: (ms: number) => Promise<void> };
  /** Spends a code proving a delivery phone: the sign-in routes' service, counted alike (otp-routes.ts). */
  phoneCodes: Pick<OtpService, 'addPhone'>;
};

/**
 * The composition root: every service the routes use, built once from the configuration, in the
 * order they depend on each other. Routes reach them as `app.services.<name>`, and only so.
 */
export function buildServices({ config, database, log, clock, authClock, phoneCodes }: ServiceOptions) {
  const { db } = database;
  const { publicUrl } = config;
  const now = () => new Date(clock());

  const catalogue = catalogueService({
    repository: catalogueRepository(database.readDb, {
      // PostgreSQL shares the whole read among its cores; leave a connection for everything else.
      wholeReadSlices: database.kind === 'postgres' ? Math.max(1, Math.min(4, config.DATABASE_POOL_SIZE - 1)) : 1,
    }),
    log,
    codMaxOrderPaise: config.COD_MAX_ORDER_PAISE,
    hotProducts: config.CATALOGUE_HOT_PRODUCTS,
    now: clock,
  });
  const campaigns = campaignService({
    repository: campaignRepository(db),
    now,
    catalogueChanged: () => catalogue.invalidate(),
  });
  const sets = setService({ repository: setRepository(db), catalogue });
  const images = imageStorageFor(config);
  const carrier = createCarrier(config, log);
  // With a courier aggregator, a PIN's answer carries its couriers' days and cash on delivery (decision 0138).
  const pincode = withCourierCoverage(pincodeService(), pinCoverage({ carrier, log }));
  const auth = authService({
    repository: authRepository(db),
    tokens: sessionTokens(resolveSessionSecret(config)),
    publicUrl,
    log,
    // A live shop refuses the sandbox (config.ts), so this is only ever a demo.
    demoLinks: config.paymentProvider === 'sandbox' && !config.SMTP_URL,
    loginThrottle: { ...LOGIN_THROTTLE, freeFailures: config.LOGIN_LIMIT_PER_ACCOUNT },
    ...authClock,
  });
  const { tokens } = auth;
  const addresses = addressService(addressRepository(db));

  // Buying: coupons, the cart, checkout, and paying through the payment gateway.
  const coupons = couponService({ repository: couponRepository(db) });
  // A set in the cart is priced and bought from its parts (decision 0152).
  const cart = cartService({ repository: cartRepository(db), coupons, sets, campaigns, now });
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
    now,
  });

  // After purchase: the shopper's orders, the owner's operations, and the parcel.
  const orderDeps = { db, refunds: payments.refunds, publicUrl, codConfirmMinutes: config.COD_CONFIRM_MINUTES };
  const shippingDeps = { db, carrier, publicUrl, hash: tokens.hash, log, now };
  // The embedded database answers one query at a time, in the shop's own thread.
  const search = searchService(searchRepository(db), catalogue, {
    databasePoolSize: database.kind === 'pglite' ? 1 : config.DATABASE_POOL_SIZE,
  });
  // The back office's catalogue: products, their pictures and stock levels.
  const adminCatalogue = { repository: adminCatalogueRepository(db), catalogue, images, log };

  return {
    catalogue,
    campaigns,
    sets,
    search,
    images,
    pincode,
    festivals: festivalService({ repository: festivalRepository(db), pincode, now }),
    auth,
    account: accountService({ db, auth, tokens, publicUrl }),
    emailVerification: emailVerificationService({
      db,
      tokens,
      publicUrl,
      confirmHeldOrders: checkout.confirmHeldOrders,
    }),
    addresses,
    wishlist: wishlistService(wishlistRepository(db), config.COD_MAX_ORDER_PAISE),
    idols: idolService(idolRepository(db)),
    reviews: reviewService({
      repository: reviewRepository(db),
      images,
      invalidateCatalogue: () => catalogue.invalidate(),
      log,
    }),
    coupons,
    cart,
    checkout,
    payments,
    gateway,
    orders: orderService(orderDeps),
    // The owner's cancel takes a parcel booked with a courier aggregator back first.
    adminOrders: adminOrderService({ ...orderDeps, parcels: bookedParcels(db, carrier) }),
    codConfirmation: codConfirmationService({ ...orderDeps, hash: tokens.hash }),
    cartReminderStops: cartReminderStops({ db, hash: tokens.hash, publicUrl, now }),
    shipping: shipmentService(shippingDeps),
    shipmentTracking: shipmentTracking(shippingDeps),
    deliveryAttempts: deliveryAttempts(shippingDeps),
    stockAlerts: stockAlertService({
      db,
      tokens,
      publicUrl,
      nextBatchMinutes: config.STOCK_ALERT_NEXT_BATCH_MINUTES,
      now,
    }),
    invoices: invoiceService({ repository: invoiceRepository(db), settings: invoiceSettingsFromConfig(config) }),
    adminProducts: adminProductService(adminCatalogue),
    adminPictures: adminProductImageService(adminCatalogue),
    adminStock: adminStockService(adminCatalogue),
    adminContent: adminContentService(adminContentRepository(db), { catalogue }),
    adminCoupons: adminCouponService(adminCouponRepository(db)),
    adminCustomers: adminCustomerService(adminCustomerRepository(db), {
      isLiveResetToken: (token) => auth.isLiveResetToken(token),
      textForOwner: (row) => textForOwner(row, sandboxedChannel(config, row.channel)),
    }),
    adminDashboard: adminDashboardService({ repository: adminDashboardRepository(db) }),
    adminSearch: adminSearchService(adminSearchRepository(db), { search, catalogue }),
  };
}

export type Services = ReturnType<typeof buildServices>;
