import fs from 'node:fs';
import type { Config } from '../../config';
import { imageStorageFor } from '../../db/bootstrap';
import { openDatabase } from '../../db/client';
import { dataDirHolder } from '../../db/data-dir-lock';
import { BackupError, restoreBackup } from './backup-archive';
import { askRunningShop } from './backup-requests';
import { backupService, pgliteDir, restoreTargetFor } from './backup-service';

// What `npm run backup` and `npm run restore -- FILE` do (backup-cli.ts), with the shop's configuration.

type Say = (message: string) => void;

/** Writes a backup of the configured shop; returns its file. */
export async function backUp(config: Config, say: Say): Promise<string> {
  const log = { info: say, warn: say };
  if (config.databaseKind === 'pglite') {
    // A second process must never open the embedded database: the running shop makes the backup.
    const holder = dataDirHolder(pgliteDir(config));
    if (holder !== null) {
      say(`the shop is running (process ${holder}); asking it to make the backup…`);
      return (await askRunningShop(config.dataDir, holder)).path;
    }
    if (!fs.existsSync(pgliteDir(config))) {
      throw new BackupError(`There is no shop database in ${config.dataDir} (DATA_DIR): nothing to back up.`);
    }
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config), lockWaitMs: 0 });
  const images = imageStorageFor(config);
  try {
    return (await backupService({ config, database, images, log }).backUp()).path;
  } finally {
    await database.close();
    if (images.kind === 's3') images.close();
  }
}

/** Brings the shop of `file` back into the configured (empty) database and pictures. */
export async function restore(config: Config, file: string, say: Say): Promise<void> {
  const images = imageStorageFor(config);
  try {
    const manifest = await restoreBackup(file, restoreTargetFor(config, images));
    say(
      `restored the shop as it was at ${manifest.createdAt} (${manifest.database.kind} database, ` +
        `${manifest.pictures} pictures) into ${config.DATABASE_URL ? 'the database of DATABASE_URL' : config.dataDir}; ` +
        'npm start brings its schema up to date.',
    );
  } finally {
    if (images.kind === 's3') images.close();
  }
}
