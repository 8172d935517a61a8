import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBackupStatusResponseSchema } from '@shop/shared/contracts/admin-backups';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type Db } from '../../db/client';
import { dataDirHolder, DataDirInUseError, lockDataDir } from '../../db/data-dir-lock';
import { orders, reviewPhotos, reviews, variants } from '../../db/schema';
import { localImageStorage } from '../../storage/image-storage';
import { testPostgresAdminUrl, throwAwayPostgres } from '../../test/database-templates';
import { createAdmin, createShopper, pickVariants, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkoutOk, payInSandbox } from '../checkout/checkout-test-kit';
import { jpegWithLocation, orderOf, reviewForm } from '../reviews/review-test-kit';
import { restore } from './backup-commands';
import { answerBackupRequest, askRunningShop } from './backup-requests';
import { backupService } from './backup-service';

// A shop with orders, an approved review with its photo and a product picture is backed up,
// restored into a new data folder (and, on PostgreSQL, a new database), and read back the same.

const onPostgres = process.env.TEST_DB === 'postgres';
const quiet = () => undefined;

let t: TestApp;
let admin: Shopper;
let work: string;
let config: Config;
let archive: string;
const throwAway: { drop(): Promise<void> }[] = [];

function configFor(dataDir: string, databaseUrl?: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(work, 'backups'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** A new, empty place to restore into: a data folder, and on PostgreSQL a new database. */
async function emptyTarget(label: string): Promise<Config> {
  const dataDir = path.join(work, label);
  if (!onPostgres) return configFor(dataDir);
  const fresh = await throwAwayPostgres(testPostgresAdminUrl(), 'restore');
  throwAway.push(fresh);
  return configFor(dataDir, fresh.url);
}

/** Opens a restored shop's database (and closes it after `read`). */
async function readShop<T>(target: Config, read: (db: Db) => Promise<T>): Promise<T> {
  const database = target.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: target.DATABASE_URL, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite') });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/** What the owner would compare: every order, review and stock count, and every picture's bytes. */
async function shopContents(db: Db, dataDir: string) {
  const pictures: Record<string, string> = {};
  const images = localImageStorage(path.join(dataDir, 'images'));
  for await (const key of images.keys()) pictures[key] = (await images.get(key))!.toString('base64');
  return {
    orders: await db
      .select({ id: orders.id, status: orders.status, total: orders.totalPaise })
      .from(orders)
      .orderBy(asc(orders.id)),
    reviews: await db
      .select({ id: reviews.id, rating: reviews.rating, status: reviews.status, body: reviews.body })
      .from(reviews)
      .orderBy(asc(reviews.id)),
    reviewPhotos: await db.select().from(reviewPhotos).orderBy(asc(reviewPhotos.id)),
    stock: await db.select({ id: variants.id, stock: variants.stock }).from(variants).orderBy(asc(variants.id)),
    pictures,
  };
}

async function isEmpty(folder: string): Promise<boolean> {
  return (await fs.readdir(folder).catch(() => [])).length === 0;
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'backups-'));
  const dataDir = path.join(work, 'shop');
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  config = configFor(dataDir, t.database.url);
  admin = await createAdmin(t);
  const [sold, reviewed] = await pickVariants(t, 2, 10);

  const shopper = await createShopper(t, 'buyer');
  await addToCart(shopper, sold!, 2);
  const placed = await checkoutOk(shopper);
  await payInSandbox(shopper, placed.razorpayOrder!.id);

  await orderOf(t, shopper, reviewed!);
  const written = await shopper.request({
    method: 'POST',
    url: '/api/v1/user/reviews',
    ...reviewForm({ productId: reviewed!.productId, rating: 5, body: 'Beautiful zari work.' }, [
      await jpegWithLocation(),
    ]),
  });
  expect(written.statusCode, written.body).toBe(201);
  const reviewId = (written.json() as { review: { _id: string } }).review._id;
  await admin.request({ method: 'POST', url: `/api/v1/admin/reviews/${reviewId}/approve` });
  await localImageStorage(path.join(dataDir, 'images')).put('products/poshak/1-400.webp', Buffer.from('webp bytes'));
}, 60_000);

afterAll(async () => {
  await t.close();
  for (const database of throwAway) await database.drop();
  await fs.rm(work, { recursive: true, force: true });
});

describe('backing up and restoring a shop', () => {
  it('shows the owner no backup yet, with a warning', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/v1/admin/backups/latest' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminBackupStatusResponseSchema.parse(res.json())).toMatchObject({ backup: null, stale: true, keep: 7 });
  });

  it('writes one dated, compressed file into BACKUP_DIR and shows it on the dashboard', async () => {
    const made = await backupService({
      config,
      database: t.database,
      images: localImageStorage(path.join(config.dataDir, 'images')),
      log: { info: quiet, warn: quiet },
    }).backUp();
    archive = made.path;
    expect(path.dirname(archive)).toBe(config.backupDir);
    expect(path.basename(archive)).toMatch(/^shop-backup-\d{8}-\d{6}Z\.tar\.gz$/);
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('images/products/poshak/1-400.webp');

    const res = await admin.request({ method: 'GET', url: '/api/v1/admin/backups/latest' });
    const status = adminBackupStatusResponseSchema.parse(res.json());
    expect(status).toMatchObject({ stale: false, backup: { file: path.basename(archive), bytes: made.bytes } });
  });

  it('brings every order, review, picture and stock count back into an empty place, and only there', async () => {
    const target = await emptyTarget('restored');
    await restore(target, archive, quiet);
    await expect(restore(target, archive, quiet)).rejects.toThrow(/already holds|is not empty/);
    const before = await shopContents(t.db, config.dataDir);
    const after = await readShop(target, (db) => shopContents(db, target.dataDir));
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.reviewPhotos.length).toBe(1);
    expect(Object.keys(before.pictures).length).toBeGreaterThan(1);
    expect(after).toEqual(before);
  }, 120_000);

  it('refuses a truncated file and changes nothing', async () => {
    const whole = await fs.readFile(archive);
    const cut = path.join(work, 'cut.tar.gz');
    await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await emptyTarget('after-cut');
    await expect(restore(target, cut, quiet)).rejects.toThrow(/is damaged .*nothing was restored/);
    expect(await isEmpty(target.dataDir)).toBe(true);
  });

  it('refuses a file whose contents do not match their checksums and changes nothing', async () => {
    const unpacked = path.join(work, 'unpacked');
    await fs.mkdir(path.join(unpacked, 'images'), { recursive: true });
    await fs.writeFile(path.join(unpacked, 'images', 'poshak.webp'), 'other bytes');
    await fs.writeFile(
      path.join(unpacked, 'manifest.json'),
      JSON.stringify({
        format: 1,
        createdAt: new Date().toISOString(),
        database: { kind: onPostgres ? 'postgres' : 'pglite', file: 'images/poshak.webp', migrations: 1 },
        files: { 'images/poshak.webp': { bytes: 11, sha256: '0'.repeat(64) } },
      }),
    );
    const tampered = path.join(work, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, ['manifest.json', 'images']);
    const target = await emptyTarget('after-tamper');
    await expect(restore(target, tampered, quiet)).rejects.toThrow(/poshak\.webp does not match its checksum/);
    expect(await isEmpty(target.dataDir)).toBe(true);
  });
});

describe('the embedded database belongs to one process', () => {
  it('refuses to open a data folder a shop holds, and npm run backup asks that shop instead', async () => {
    const shop = configFor(path.join(work, 'running'));
    const folder = path.join(shop.dataDir, 'pglite');
    await fs.mkdir(folder, { recursive: true });
    const release = await lockDataDir(folder);
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: folder, lockWaitMs: 0 })).rejects.toThrow(DataDirInUseError);
      // `npm run backup` finds the shop holding the folder and asks it; the shop's side of the
      // signal (server.ts) runs here, in this same process.
      expect(dataDirHolder(folder)).toBe(process.pid);
      const record = { file: 'shop-backup-20300101-000000Z.tar.gz', bytes: 1, createdAt: new Date().toISOString() };
      const made = await askRunningShop(shop.dataDir, process.pid, {
        signal: () =>
          void answerBackupRequest(shop.dataDir, async () => ({ ...record, uploaded: false, path: '/backups/x' })),
      });
      expect(made).toMatchObject(record);
    } finally {
      release();
    }
    expect(dataDirHolder(folder)).toBeNull();
  });

  it('makes the daily backup on one instance only', async () => {
    const claims = await Promise.all([1, 2, 3].map(() => t.app.backups.claimDailyBackup('2030-01-01')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await t.app.backups.claimDailyBackup('2030-01-01')).toBe(false);
    expect(await t.app.backups.claimDailyBackup('2030-01-02')).toBe(true);
  });
});
