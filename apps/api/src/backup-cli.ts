import fs from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { BackupError } from './modules/backups/backup-archive';
import { backUp, restore } from './modules/backups/backup-commands';

// `npm run backup` and `npm run restore -- FILE`, reading DATA_DIR, DATABASE_URL and the rest of
// the configuration as `npm start` does.

const say = (message: string) => console.log(`[backup] ${message}`);

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(args: string[]) {
  const config = loadConfig();
  if (args[0] === 'restore') {
    if (!args[1]) throw new BackupError('Say which backup to restore: npm run restore -- FILE');
    await restore(config, args[1], say);
    return;
  }
  const file = await backUp(config, say);
  say(`done: ${file} (${megabytes(fs.statSync(file).size)})`);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirInUseError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
