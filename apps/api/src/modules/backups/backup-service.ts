import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { migrationsFolder, openDatabase, type Database } from '../../db/client';
import { dataDirHolder } from '../../db/data-dir-lock';
import { BACKUP_KEY_PREFIX, type ImageStorage } from '../../storage/image-storage';
import type { S3ImageStorage } from '../../storage/s3-image-storage';
import { isBackupName, pruneBackups, writeBackup, type MadeBackup, type RestoreTarget } from './backup-archive';
import { backupRepository, type BackupRecord } from './backup-repository';

/** The configured picture storage (`imageStorageFor`): the disk, or the bucket backups are uploaded to. */
export type ShopImages = (ImageStorage & { kind: 'local' }) | S3ImageStorage;

/** PGlite's data folder under DATA_DIR. */
export function pgliteDir(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}

/**
 * Backups of one shop: written to BACKUP_DIR, the oldest beyond BACKUP_KEEP deleted, uploaded to
 * the pictures' bucket under `backups/` when there is one, and recorded for the dashboard.
 */
export function backupService({
  config,
  database,
  images,
  log,
}: {
  config: Config;
  database: Database;
  images: ShopImages;
  log: { info(message: string): void; warn(message: string): void };
}) {
  const repository = backupRepository(database.db);

  async function upload(made: MadeBackup): Promise<boolean> {
    if (images.kind !== 's3') return false;
    try {
      await images.putFile(`${BACKUP_KEY_PREFIX}${made.name}`, made.file);
      const kept: string[] = [];
      for await (const key of images.keys(BACKUP_KEY_PREFIX)) {
        if (isBackupName(key.slice(BACKUP_KEY_PREFIX.length))) kept.push(key);
      }
      kept.sort();
      for (const key of kept.slice(0, Math.max(0, kept.length - config.BACKUP_KEEP))) await images.remove(key);
      return true;
    } catch (error) {
      // The backup is safe on this machine; the next one tries the bucket again.
      log.warn(`backup ${made.name} was not uploaded to the bucket: ${(error as Error).message}`);
      return false;
    }
  }

  return {
    async backUp(now = new Date()): Promise<BackupRecord & { path: string }> {
      const made = await writeBackup({
        database,
        repository,
        databaseUrl: config.DATABASE_URL,
        images,
        backupDir: config.backupDir,
        now,
      });
      for (const old of await pruneBackups(config.backupDir, config.BACKUP_KEEP)) log.info(`deleted old backup ${old}`);
      const record = { file: made.name, bytes: made.bytes, createdAt: made.createdAt, uploaded: await upload(made) };
      await repository.recordBackup(record);
      log.info(
        `backup written: ${made.file} (${made.bytes} bytes${record.uploaded ? ', uploaded to the bucket' : ''})`,
      );
      return { ...record, path: made.file };
    },
    lastBackup: () => repository.lastBackup(),
    claimDailyBackup: (day: string) => repository.claimDailyBackup(day),
  };
}

export type BackupService = ReturnType<typeof backupService>;

async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** Where `npm run restore` puts a shop: the database and pictures the configuration names. */
export function restoreTargetFor(config: Config, images: ShopImages): RestoreTarget {
  const url = config.DATABASE_URL;
  const open = async (pgliteDump: Blob | undefined) => {
    const database: Database = url
      ? await openDatabase({ kind: 'postgres', url, poolSize: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config), loadDataDir: pgliteDump, lockWaitMs: 0 });
    return { database, repository: backupRepository(database.db) };
  };
  return {
    database: url ? { kind: 'postgres', url } : { kind: 'pglite' },
    images,
    migrationsFolder: migrationsFolder(),
    open,
    async occupied() {
      if (url) {
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
        try {
          const tables = await backupRepository(database.db).tableCount();
          if (tables > 0) return `The database of DATABASE_URL is not empty (${tables} tables)`;
        } finally {
          await database.close();
        }
      } else {
        const holder = dataDirHolder(pgliteDir(config));
        if (holder !== null)
          return `A shop is running on ${config.dataDir} (process ${holder}); stop it and use an empty data folder`;
        if (!(await isEmptyFolder(pgliteDir(config))))
          return `The data folder ${config.dataDir} already holds a database`;
      }
      for await (const key of images.keys()) {
        if (key.startsWith(BACKUP_KEY_PREFIX)) continue;
        return images.kind === 's3'
          ? `The bucket ${config.S3_BUCKET} already holds pictures (${key})`
          : `The data folder ${config.dataDir} already holds pictures (images/${key})`;
      }
      return null;
    },
  };
}
