import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { COMPRESSION } from './lib/encoded-body';
import { redactUrl } from './lib/redact-url';
import { productSlugOf, setSlugOf } from './lib/page-cache';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import type { Config } from './config';
import type { Database } from './db/client';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes';
import { catalogueChangesPlugin } from './modules/catalogue/catalogue-changes';
import { healthRoutes } from './modules/health/health-routes';
import { searchRoutes } from './modules/search/search-routes';
import { seoRoutes } from './modules/seo/seo-routes';
import { blogRoutes } from './modules/blog/blog-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { newsletterRoutes } from './modules/newsletter/newsletter-routes';
import { pincodeRoutes } from './modules/pincode/pincode-routes';
import { accountRoutes } from './modules/account/account-routes';
import { addressRoutes } from './modules/addresses/address-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { limitedOtpService, otpRoutes } from './modules/auth/otp-routes';
import type { OtpService } from './modules/auth/otp-service';
import { idolRoutes } from './modules/idols/idol-routes';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes';
import { meRoutes } from './modules/me/me-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { cartReminderRoutes } from './modules/cart/cart-reminder-routes';
import { checkoutRoutes } from './modules/checkout/checkout-routes';
import { couponRoutes } from './modules/coupons/coupon-routes';
import { paymentRoutes } from './modules/payments/payment-routes';
import { reservationSweeperPlugin } from './modules/payments/reservation-sweeper';
import { guestCartSweeperPlugin } from './modules/cart/guest-cart-sweeper';
import { cartReminderPlugin } from './modules/cart/cart-reminders';
import { webhookRoutes } from './modules/payments/webhook-routes';
import { invoiceRoutes } from './modules/invoices/invoice-routes';
import { outboxSenderPlugin } from './modules/messages/outbox-sender-plugin';
import { jobSchedulerPlugin } from './modules/jobs/job-scheduler';
import { adminJobRoutes } from './modules/jobs/admin-job-routes';
import { adminCustomerRoutes } from './modules/admin/customers/admin-customer-routes';
import { adminOutboxRoutes } from './modules/messages/admin-outbox-routes';
import { messageWebhookRoutes } from './modules/messages/message-webhook-routes';
import { adminAuditRoutes } from './modules/admin/audit/admin-audit-routes';
import { adminDashboardRoutes } from './modules/admin/dashboard/admin-dashboard-routes';
import { gstReportRoutes } from './modules/admin/reports/gst-report-routes';
import { adminMetricsRoutes } from './modules/admin/metrics/admin-metrics-routes';
import { adminCatalogueRoutes } from './modules/admin/catalogue/admin-catalogue-routes';
import { adminCouponRoutes } from './modules/admin/coupons/admin-coupon-routes';
import { campaignRoutes } from './modules/campaigns/campaign-routes';
import { festivalRoutes } from './modules/festivals/festival-routes';
import { adminFestivalRoutes } from './modules/festivals/admin-festival-routes';
import { adminSearchRoutes } from './modules/admin/search/admin-search-routes';
import { adminContentRoutes } from './modules/admin/content/admin-content-routes';
import { adminOrderRoutes } from './modules/orders/admin-order-routes';
import { shipmentRoutes } from './modules/shipping/shipment-routes';
import { deliveryAttemptRoutes } from './modules/shipping/delivery-attempt-routes';
import { shippingWebhookRoutes, trackingSweeperPlugin } from './modules/shipping/shipping-webhook-routes';
import { adminReviewRoutes } from './modules/reviews/admin-review-routes';
import { reviewRequestPlugin } from './modules/reviews/review-requests';
import { stockAlertRoutes, stockAlertSweeperPlugin } from './modules/stock-alerts/stock-alert-routes';
import { reviewRoutes } from './modules/reviews/review-routes';
import { orderRoutes } from './modules/orders/order-routes';
import { codConfirmationRoutes } from './modules/orders/cod-confirmation-routes';
import { backupPlugin } from './modules/backups/backup-plugin';
import { backupRoutes } from './modules/backups/backup-routes';
import { objectImageRoutes } from './storage/object-image-routes';
import { reviewPhotoRoutes } from './modules/reviews/review-photo-routes';
import { authenticatePlugin } from './modules/auth/authenticate';
import { afterSignInPlugin } from './modules/auth/after-sign-in';
import { csrfPlugin } from './plugins/csrf';
import { personalAnswersPlugin } from './plugins/personal-answers';
import { accountChangesRepository } from './modules/me/account-changes-repository';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { pageRoutePattern } from './plugins/page-forms';
import { drawFirstPages, storefrontPlugin, type StorefrontOptions } from './plugins/storefront';
import { metricsPlugin } from './observability/metrics-plugin';
import { securityHeadersPlugin } from './security/security-headers';
import { serverWithFrontDoor, sharedAnswersPlugin, type FrontDoor } from './plugins/shared-answers';
import { requestIdOf } from './lib/request-id';
import { buildServices, type Services } from './services';
import { readinessPlugin } from './modules/health/readiness';
import { setRoutes } from './modules/sets/set-routes';
import { adminSetRoutes } from './modules/sets/admin-set-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
    /** Settles once this process can serve the shop: its catalogue read and, if asked, its first pages drawn. */
    servingReady(): Promise<void>;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Serve the React storefront too; absent in API-only tests. */
  storefront?: StorefrontOptions & {
    /** Draw the first pages before health says ready (the server does; tests need not). */
    drawFirstPages?: boolean;
  };
  logger?: FastifyServerOptions['logger'];
  /** The sign-in clock: tests move it instead of waiting out a login's slowdown. */
  authClock?: { now: () => Date; sleep: (ms: number) => Promise<void> };
  /** The shop's clock: festival sales start and end by it (tests move it instead of waiting). */
  clock?: () => number;
  /** Addresses per sitemap file (50,000, the protocol's limit); tests lower it. */
  sitemapUrlsPerFile?: number;
};

/** What the request log keeps of a request: never a secret sent in its query. */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}

function withRequestRedaction(logger: NonNullable<FastifyServerOptions['logger']>) {
  return typeof logger === 'object' ? { serializers: { req: requestForLog }, ...logger } : logger;
}

/** Builds the whole application without listening, so tests can `inject` requests. */
export async function buildApp({
  config,
  database,
  storefront,
  logger,
  authClock,
  clock = Date.now,
  sitemapUrlsPerFile,
}: BuildAppOptions) {
  const frontDoor: FrontDoor = {};
  const app = Fastify({
    logger: withRequestRedaction(
      logger ?? { level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'silent' : 'info') },
    ),
    genReqId: requestIdOf,
    // Held answers are sent by the server's front door before Fastify sees the request (shared-answers.ts).
    serverFactory: serverWithFrontDoor(frontDoor),
    // Named proxies, never `true`: trusting every X-Forwarded-For entry would let a client name its
    // own address (the left-most one) and step around the per-address rate limits.
    trustProxy:
      config.TRUST_PROXY === 'none'
        ? false
        : (config.TRUST_PROXY ?? (config.isProduction ? 'loopback,linklocal,uniquelocal' : false)),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // Checkout spends a code proving a delivery phone through the sign-in routes' service, so a wrong
  // code costs the phone's tries there too; its counters exist once the rate limits are registered.
  const late: { phoneCodes?: OtpService } = {};
  const services = buildServices({
    config,
    database,
    log: app.log,
    clock,
    authClock,
    phoneCodes: {
      addPhone(...args) {
        if (!late.phoneCodes) throw new Error('phone codes asked for before the rate limits were registered');
        return late.phoneCodes.addPhone(...args);
      },
    },
  });
  const { catalogue, images } = services;
  app.decorate('services', services);

  // First: every response carries the security headers, and an answer held for everyone (a
  // catalogue list, an anonymous page) is sent before the per-visitor hooks below run.
  await app.register(sharedAnswersPlugin, { frontDoor });
  await app.register(securityHeadersPlugin);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(readinessPlugin);
  await app.register(metricsPlugin, {
    // In development the build is read anew for each page: its pages are counted under `/*`.
    pageRouteOf: storefront && typeof storefront.build !== 'function' ? pageRoutePattern(storefront.build) : undefined,
  });
  await app.register(fastifyCookie);
  await app.register(rateLimitPlugin);
  late.phoneCodes = limitedOtpService(app);
  await app.register(csrfPlugin);
  await app.register(authenticatePlugin);
  await app.register(afterSignInPlugin);
  await app.register(personalAnswersPlugin, { changes: accountChangesRepository(app.database.db) });
  await app.register(catalogueChangesPlugin);
  await app.register(jobSchedulerPlugin, { now: () => new Date(clock()) });
  await app.register(reservationSweeperPlugin);
  await app.register(trackingSweeperPlugin);
  await app.register(guestCartSweeperPlugin);
  await app.register(outboxSenderPlugin);
  await app.register(reviewRequestPlugin);
  await app.register(stockAlertSweeperPlugin);
  await app.register(cartReminderPlugin, { now: () => new Date(clock()) });
  await app.register(backupPlugin);
  await app.register(fastifyCompress, {
    encodings: [...COMPRESSION.encodings],
    threshold: COMPRESSION.thresholdBytes,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION.streamedBrotliQuality } },
  });

  if (images.kind === 's3') {
    await app.register(objectImageRoutes, { storage: images, cdnUrl: config.IMAGE_CDN_URL });
  }
  await app.register(reviewPhotoRoutes);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // Search before the catalogue: its held answers' lookup passes every other address by at
      // once, where the catalogue's would cost a search a miss first.
      await api.register(searchRoutes);
      await api.register(catalogueRoutes);
      await api.register(setRoutes);
      await api.register(authRoutes);
      await api.register(otpRoutes);
      await api.register(accountRoutes);
      await api.register(addressRoutes);
      await api.register(wishlistRoutes);
      await api.register(idolRoutes);
      await api.register(cartRoutes);
      await api.register(cartReminderRoutes);
      await api.register(meRoutes);
      await api.register(couponRoutes);
      await api.register(checkoutRoutes);
      await api.register(paymentRoutes);
      await api.register(webhookRoutes);
      await api.register(messageWebhookRoutes);
      await api.register(pincodeRoutes);
      await api.register(festivalRoutes);
      await api.register(newsletterRoutes);
      await api.register(stockAlertRoutes);
      await api.register(contactRoutes);
      await api.register(blogRoutes);
      await api.register(invoiceRoutes);
      await api.register(adminCustomerRoutes);
      await api.register(adminOutboxRoutes);
      await api.register(adminJobRoutes);
      await api.register(adminAuditRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(backupRoutes);
      await api.register(gstReportRoutes);
      await api.register(adminMetricsRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(adminCouponRoutes);
      await api.register(campaignRoutes);
      await api.register(adminFestivalRoutes);
      await api.register(adminSetRoutes);
      await api.register(adminSearchRoutes);
      await api.register(adminContentRoutes);
      await api.register(orderRoutes);
      await api.register(adminOrderRoutes);
      await api.register(shipmentRoutes);
      await api.register(shippingWebhookRoutes);
      await api.register(deliveryAttemptRoutes);
      await api.register(reviewRoutes);
      await api.register(adminReviewRoutes);
      await api.register(codConfirmationRoutes);
      api.all('/*', async () => {
        throw new AppError('ROUTE_NOT_FOUND');
      });
    },
    { prefix: '/api/v1' },
  );
  app.all('/api/*', async () => {
    throw new AppError('ROUTE_NOT_FOUND');
  });

  // Crawlers look for these at the root, so they come before the storefront's catch-all.
  await app.register(seoRoutes, { urlsPerFile: sitemapUrlsPerFile });

  let firstPages: Promise<void> = Promise.resolve();
  app.decorate('servingReady', async () => {
    await catalogue.ready();
    await firstPages;
  });
  if (storefront) {
    if (storefront.drawFirstPages) {
      // Started once the app is ready, not awaited: health answers 'loading' meanwhile.
      app.addHook('onReady', async () => {
        firstPages = drawFirstPages(app, () => catalogue.ready()).then(
          (pages) => app.log.info({ pages }, 'first pages drawn'),
          (error: unknown) => app.log.warn({ err: error }, 'drawing the first pages failed'),
        );
      });
    }
    await app.register(storefrontPlugin, {
      ...storefront,
      // Pictures in a bucket are served by objectImageRoutes above.
      imagesDir: images.kind === 'local' ? storefront.imagesDir : undefined,
      cacheVersion:
        storefront.mode === 'production'
          ? (key) => catalogue.pageVersion(productSlugOf(key), setSlugOf(key))
          : undefined,
      cacheReady: () => catalogue.ready(),
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
