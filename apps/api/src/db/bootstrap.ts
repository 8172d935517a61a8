import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { seedDatabase } from './seed/seed';
import { localImageStorage } from '../storage/image-storage';
import { s3ImageStorage } from '../storage/s3-image-storage';

const DEMO_CUSTOMER = { email: 'demo@shringarshop.in', password: 'Demo@12345', name: 'Demo Devotee' };

export function imagesDir(config: Config): string {
  return path.join(config.dataDir, 'images');
}

/** The configured picture storage: the bucket of S3_BUCKET, else DATA_DIR/images. */
export function imageStorageFor(config: Config) {
  if (!config.S3_BUCKET || !config.S3_REGION) return localImageStorage(imagesDir(config));
  return s3ImageStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/**
 * Opens the configured database, brings its schema up to date and seeds it when it is empty. Of
 * several instances starting at once, one does this while the others wait (`exclusively`).
 * `renderImages: false` leaves the catalogue's pictures unrendered (the process-level test suites).
 */
export async function prepareDatabase(
  config: Config,
  log: (message: string) => void,
  { renderImages = true }: { renderImages?: boolean } = {},
): Promise<Database> {
  const database =
    config.databaseKind === 'postgres' && config.DATABASE_URL
      ? await openDatabase({
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          directUrl: config.DATABASE_DIRECT_URL,
          replicaUrl: config.DATABASE_REPLICA_URL,
        })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  const images = renderImages ? imageStorageFor(config) : null;
  const result = await database.exclusively(async () => {
    await database.migrate();
    return seedDatabase(database.db, {
      images,
      admin:
        config.ADMIN_EMAIL && config.ADMIN_PASSWORD
          ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }
          : undefined,
      // A local shop (the embedded database, or development) gets the demo customer the README names;
      // a production PostgreSQL deployment never has an account with a published password.
      demoCustomer: config.databaseKind === 'pglite' || !config.isProduction ? DEMO_CUSTOMER : undefined,
      log,
    });
  });
  if (images?.kind === 's3') images.close();
  if (result.seeded) log(`seeded ${result.products} products`);
  return database;
}
