import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import type { Config } from './config';
import type { Database } from './db/client';
import { catalogueRepository } from './modules/catalogue/catalogue-repository';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes';
import { catalogueService, type CatalogueService } from './modules/catalogue/catalogue-service';
import { healthRoutes } from './modules/health/health-routes';
import { searchRepository } from './modules/search/search-repository';
import { searchRoutes } from './modules/search/search-routes';
import { searchService, type SearchService } from './modules/search/search-service';
import { seoRoutes } from './modules/seo/seo-routes';
import { blogRoutes } from './modules/blog/blog-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { newsletterRoutes } from './modules/newsletter/newsletter-routes';
import { pincodeRoutes } from './modules/pincode/pincode-routes';
import { pincodeService, type PincodeService } from './modules/pincode/pincode-service';
import { accountRoutes } from './modules/account/account-routes';
import { addressRoutes } from './modules/addresses/address-routes';
import { accountServices, type AccountServices } from './modules/auth/account-services';
import { authRoutes } from './modules/auth/auth-routes';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { checkoutRoutes } from './modules/checkout/checkout-routes';
import { commerceServices, type CommerceServices } from './modules/checkout/commerce-services';
import { reservationSweeperPlugin } from './modules/checkout/reservation-sweeper';
import { couponRoutes } from './modules/coupons/coupon-routes';
import { webhookRoutes } from './modules/payments/webhook-routes';
import { authenticatePlugin } from './plugins/authenticate';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { storefrontPlugin, type StorefrontOptions } from './plugins/storefront';

export type Services = {
  catalogue: CatalogueService;
  search: SearchService;
  pincode: PincodeService;
} & AccountServices &
  CommerceServices;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Serve the React storefront too; absent in API-only tests. */
  storefront?: StorefrontOptions;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole application without listening, so tests can `inject` requests. */
export async function buildApp({ config, database, storefront, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'silent' : 'info') },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const catalogue = catalogueService(catalogueRepository(database.db));
  const pincode = pincodeService();
  app.decorate('services', {
    catalogue,
    search: searchService(searchRepository(database.db), catalogue),
    pincode,
    ...accountServices(database.db, config, app.log),
    ...commerceServices(database.db, config, app.log, pincode),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, {
    // The storefront sets its own policy with a per-response nonce (plugins/storefront.ts).
    contentSecurityPolicy: false,
    hsts: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(rateLimitPlugin);
  await app.register(csrfPlugin);
  await app.register(authenticatePlugin);
  await app.register(reservationSweeperPlugin);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Quality 4 keeps brotli cheap enough to run on every page while still beating gzip.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(searchRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(addressRoutes);
      await api.register(wishlistRoutes);
      await api.register(cartRoutes);
      await api.register(couponRoutes);
      await api.register(checkoutRoutes);
      await api.register(webhookRoutes);
      await api.register(pincodeRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
      await api.register(blogRoutes);
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
  await app.register(seoRoutes);

  if (storefront) {
    await app.register(storefrontPlugin, {
      ...storefront,
      cacheVersion: storefront.mode === 'production' ? () => catalogue.version() : undefined,
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
