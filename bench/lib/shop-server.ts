import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from './log';
import { startNode, waitFor, type Server } from './processes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const buildId = process.env.SHOP_BUILD_ID ?? 'bench';
/** Product pictures are rendered once (about a minute) and reused by later runs. */
export const IMAGES_CACHE = path.join(os.tmpdir(), 'shop-bench-images');

export type Shop = { server: Server; dir: string };

/** The owner every bench shop is seeded with (ADMIN_EMAIL, ADMIN_PASSWORD), a new password each run. */
export const BENCH_OWNER = { email: 'owner@bench.test', password: `Owner-${randomBytes(6).toString('hex')}` };

export function buildShop() {
  log(`building the shop (SHOP_BUILD_ID=${buildId}; only what is stale)…`);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    env: { ...process.env, SHOP_BUILD_ID: buildId },
    stdio: 'inherit',
    timeout: 15 * 60_000,
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** A data folder of its own for one shop server, sharing the rendered pictures between runs. */
function dataDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${label}-`));
  fs.mkdirSync(IMAGES_CACHE, { recursive: true });
  fs.symlinkSync(IMAGES_CACHE, path.join(dir, 'images'));
  return dir;
}

/** Spawns a built shop server on `port` without waiting for it (startShop waits). */
export function spawnShop(label: string, port: number, env: NodeJS.ProcessEnv): Shop {
  const dir = dataDir(label);
  // The shop's own settings from this shell would change what is measured (another database, a
  // public URL, Redis, real payments): each server gets only what the bench says.
  const inherited = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'PUBLIC_URL',
    'REDIS_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'SMTP_URL',
    'SESSION_SECRET',
    'OTEL_EXPORTER_OTLP_ENDPOINT',
  ]) {
    delete inherited[name];
  }
  const serverEnv = {
    ...inherited,
    SHOP_BUILD_ID: buildId,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // As an operator runs it: metrics on (every request then goes through Fastify to be counted),
    // tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT). The budgets hold in that setting.
    METRICS_TOKEN: 'bench-metrics-token',
    // Checkout under load pays in the sandbox on purpose, also on PostgreSQL (a shop that looks live).
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    ALLOW_SANDBOX_MESSAGES: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The owner reads the sandbox outbox, as a phone would show a sign-in code.
    ADMIN_EMAIL: BENCH_OWNER.email,
    ADMIN_PASSWORD: BENCH_OWNER.password,
    // The bench loads the shop from one address at thousands of requests a second: the per-address
    // flood limits would have it measure the 429 page. Their defaults are proven by the API tests.
    PAGE_RENDER_LIMIT_PER_MINUTE: '1000000',
    SEARCH_LIMIT_PER_MINUTE: '1000000',
    CATALOGUE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  };
  const server = startNode(label, path.join(ROOT, 'apps', 'api', `dist-${buildId}`, 'server.mjs'), serverEnv, ROOT);
  return { server, dir };
}

export const healthUrl = (port: number) => `http://127.0.0.1:${port}/api/v1/health`;

export async function startShop(label: string, port: number, env: NodeJS.ProcessEnv): Promise<Shop> {
  const shop = spawnShop(label, port, env);
  // The first run renders the catalogue's pictures: allow for it on a busy machine.
  await waitFor(healthUrl(port), shop.server, 300_000);
  return shop;
}

export async function stopShop(shop: Shop) {
  await shop.server.stop();
  fs.rmSync(shop.dir, { recursive: true, force: true });
}
