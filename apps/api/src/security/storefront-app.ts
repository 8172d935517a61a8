import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { products } from '../db/schema';
import { webClientDir, webServerBuild } from '../paths';
import { createTestDatabase } from '../test/test-database';

/** Whether the storefront has been built (npm run build, npm start or the browser journeys build it). */
export const storefrontBuilt = fs.existsSync(webServerBuild);

export const NOT_BUILT_MESSAGE = `the storefront is not built (${webServerBuild} is missing): run npm run build to check pages too`;

/** A shopper's photo on disk whose review is not in the database: no one may be sent it. */
export const REVIEW_PHOTO_PROBE = `reviews/${randomUUID()}/${randomUUID()}-960.webp`;

/**
 * The whole shop as production serves it (API, server-rendered pages, assets, pictures) on a fresh
 * seeded database, without listening. A product picture is put in place so /images can be checked.
 * `env` adds settings (e.g. lower flood limits) as the environment would; `logger` reads its log.
 */
export async function createStorefrontApp(env: Record<string, string> = {}, logger?: BuildAppOptions['logger']) {
  const database = await createTestDatabase({ seeded: true });
  const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-security-images-'));
  fs.writeFileSync(path.join(imagesDir, 'probe.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'));
  fs.mkdirSync(path.join(imagesDir, REVIEW_PHOTO_PROBE, '..'), { recursive: true });
  fs.writeFileSync(path.join(imagesDir, REVIEW_PHOTO_PROBE), Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'));
  const build = (await import(pathToFileURL(webServerBuild).href)) as ServerBuild;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/nonexistent-test-data',
    LOG_LEVEL: 'silent',
    // A production shop with Razorpay keys looks live; its messages stay in the outbox here on purpose.
    ALLOW_SANDBOX_MESSAGES: 'true',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    storefront: { build, clientDir: webClientDir, imagesDir, mode: 'production' },
    ...(logger ? { logger } : {}),
  });
  return {
    app,
    db: database.db,
    /** A hashed asset the build produced, e.g. /assets/entry.client-abc.js. */
    assetUrl(): string {
      const assets = fs.readdirSync(path.join(webClientDir, 'assets')).filter((name) => name.endsWith('.js'));
      return `/assets/${assets[0]}`;
    },
    async close() {
      await app.close();
      await database.dispose();
      fs.rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}

export type StorefrontApp = Awaited<ReturnType<typeof createStorefrontApp>>;

/** The shop for one suite: started before its tests, with a seeded product's slug, and closed after. */
export function storefrontForSuite(
  env: Record<string, string> = {},
  logger?: BuildAppOptions['logger'],
): { shop: StorefrontApp; productSlug: string } {
  const suite = {} as { shop: StorefrontApp; productSlug: string };
  beforeAll(async () => {
    suite.shop = await createStorefrontApp(env, logger);
    const [product] = await suite.shop.db.select({ slug: products.slug }).from(products).limit(1);
    suite.productSlug = product!.slug;
  }, 120_000);
  afterAll(() => suite.shop?.close());
  return suite;
}
