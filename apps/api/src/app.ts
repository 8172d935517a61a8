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
import { errorsPlugin } from './plugins/errors';
import { storefrontPlugin, type StorefrontOptions } from './plugins/storefront';

export type Services = { catalogue: CatalogueService };

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
  app.decorate('services', { catalogue: catalogueService(catalogueRepository(database.db)) });

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
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Quality 4 keeps brotli cheap enough to run on every page while still beating gzip.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      api.all('/*', async () => {
        throw new AppError('ROUTE_NOT_FOUND');
      });
    },
    { prefix: '/api/v1' },
  );
  app.all('/api/*', async () => {
    throw new AppError('ROUTE_NOT_FOUND');
  });

  if (storefront) await app.register(storefrontPlugin, storefront);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
