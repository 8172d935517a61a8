import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { SHOP_NAME } from '@shop/shared/constants';
import type { Database } from '../../db/client';
import { BACKUP_KEY_PREFIX, type ImageStorage } from '../../storage/image-storage';
import type { BackupRepository } from './backup-repository';

/**
 * One backup is one `.tar.gz`: `manifest.json` first (what made it, its migration level, each
 * file's size and SHA-256), then `database/` (PGlite's data folder as a tar, or a `pg_dump` custom
 * archive) and `images/` (every picture, from the disk or the bucket). Restoring checks every
 * checksum before it touches anything.
 */

const MANIFEST = 'manifest.json';
const FORMAT = 1;
const NAME = /^shop-backup-\d{8}-\d{6}Z\.tar\.gz$/;

export type BackupManifest = {
  format: typeof FORMAT;
  shop: string;
  version: string;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; migrations: number };
  pictures: number;
  files: Record<string, { bytes: number; sha256: string }>;
};

export type MadeBackup = { file: string; name: string; bytes: number; createdAt: string };

/** A refusal or a damaged file, in words for the person who ran the command. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const run = promisify(execFile);

/** The server's address without its password, which goes in PGPASSWORD (never on a command line `ps` shows). */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = pgConnection(url);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} is not installed: install PostgreSQL's client programs of the server's version or newer ` +
          '(Debian and Ubuntu: apt install postgresql-client), then try again.',
      );
    }
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

async function sha256Of(file: string): Promise<{ bytes: number; sha256: string }> {
  const data = await fs.readFile(file);
  return { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function backupName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `shop-backup-${stamp}Z.tar.gz`;
}

async function shopVersion(): Promise<string> {
  // The sources (apps/api/src/modules/backups) and the bundle (apps/api/dist) both reach apps/api.
  for (const candidate of ['../package.json', '../../../package.json']) {
    const file = path.resolve(import.meta.dirname, candidate);
    const found = await fs.readFile(file, 'utf8').catch(() => null);
    if (found) return (JSON.parse(found) as { version?: string }).version ?? '0.0.0';
  }
  return '0.0.0';
}

/** The committed migrations this build of the shop knows. */
async function knownMigrations(migrationsFolder: string): Promise<number> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export type BackupSource = {
  database: Database;
  repository: BackupRepository;
  /** PostgreSQL's address, dumped by `pg_dump`; without it the database is PGlite's. */
  databaseUrl?: string;
  images: ImageStorage;
  backupDir: string;
  now?: Date;
};

/**
 * Writes one backup into `backupDir` under a dated name. The database is copied first, then the
 * pictures: a picture's key never changes its bytes, so one uploaded meanwhile is only extra.
 */
export async function writeBackup({
  database,
  repository,
  databaseUrl,
  images,
  backupDir,
  now = new Date(),
}: BackupSource): Promise<MadeBackup> {
  // A backup holds every account and order: readable by the shop's user only.
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  const staging = await fs.mkdtemp(path.join(backupDir, '.making-'));
  try {
    await fs.mkdir(path.join(staging, 'database'));
    const migrations = await repository.migrationsApplied();
    let databaseFile: string;
    if (database.kind === 'postgres') {
      if (!databaseUrl) throw new BackupError('A PostgreSQL backup needs DATABASE_URL.');
      databaseFile = 'database/shop.pgdump';
      // Custom format, uncompressed: the whole archive is gzipped once.
      await runPgTool(
        'pg_dump',
        ['--format=custom', '--compress=0', `--file=${path.join(staging, databaseFile)}`],
        databaseUrl,
      );
    } else {
      if (!database.dumpDataDir) throw new BackupError('This database cannot be copied.');
      databaseFile = 'database/pglite.tar';
      const dump = await database.dumpDataDir();
      await fs.writeFile(path.join(staging, databaseFile), Buffer.from(await dump.arrayBuffer()));
    }

    let pictures = 0;
    for await (const key of images.keys()) {
      if (key.startsWith(BACKUP_KEY_PREFIX)) continue;
      const data = await images.get(key);
      if (!data) continue; // deleted since it was listed
      const target = path.join(staging, 'images', ...key.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, data);
      pictures++;
    }

    const files: BackupManifest['files'] = {};
    for (const file of await listFiles(staging)) files[file] = await sha256Of(path.join(staging, file));
    const manifest: BackupManifest = {
      format: FORMAT,
      shop: SHOP_NAME,
      version: await shopVersion(),
      createdAt: now.toISOString(),
      database: { kind: database.kind, file: databaseFile, migrations },
      pictures,
      files,
    };
    await fs.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));

    const name = backupName(now);
    const partial = path.join(staging, name);
    const entries = [MANIFEST, 'database', ...(pictures > 0 ? ['images'] : [])];
    await tar.create({ gzip: { level: 6 }, file: partial, cwd: staging, portable: true }, entries);
    const file = path.join(backupDir, name);
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, file);
    const { size } = await fs.stat(file);
    return { file, name, bytes: size, createdAt: manifest.createdAt };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` backups of the folder; returns the names deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(backupDir)).filter((name) => NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fs.rm(path.join(backupDir, name), { force: true });
  return old;
}

/** Whether `name` is one of the shop's backups (the dated names `writeBackup` gives). */
export function isBackupName(name: string): boolean {
  return NAME.test(name);
}

/**
 * Unpacks `file` into `workDir` and checks it whole: a readable gzip and tar, a manifest, every
 * file it lists there with its size and checksum, and nothing else.
 */
export async function openBackup(file: string, workDir: string): Promise<BackupManifest> {
  const damaged = (why: string) =>
    new BackupError(`The backup ${file} is damaged (${why}): nothing was restored. Use another backup.`);
  try {
    await fs.access(file);
  } catch {
    throw new BackupError(`There is no backup file ${file}.`);
  }
  try {
    // Only files and folders: a link in a crafted archive could point a later file outside workDir.
    await tar.extract({
      file,
      cwd: workDir,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw damaged((error as Error).message);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(workDir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw damaged('its manifest is missing or unreadable');
  }
  if (manifest.format !== FORMAT || !manifest.files || !manifest.database) {
    throw damaged('its manifest is not one this shop writes');
  }
  const found = (await listFiles(workDir)).filter((name) => name !== MANIFEST);
  const listed = Object.keys(manifest.files).sort();
  const missing = listed.find((name) => !found.includes(name));
  if (missing) throw damaged(`${missing} is missing`);
  const extra = found.find((name) => !(name in manifest.files));
  if (extra) throw damaged(`${extra} is not in its manifest`);
  for (const name of listed) {
    const actual = await sha256Of(path.join(workDir, name));
    if (actual.sha256 !== manifest.files[name]!.sha256 || actual.bytes !== manifest.files[name]!.bytes) {
      throw damaged(`${name} does not match its checksum`);
    }
  }
  return manifest;
}

export type RestoreTarget = {
  /** PostgreSQL's address, where `pg_restore` writes; PGlite's folder is written by `open`. */
  database: { kind: 'pglite' } | { kind: 'postgres'; url: string };
  images: ImageStorage;
  migrationsFolder: string;
  /**
   * Opens the restored database, to record the backup it came from; PGlite's is written from
   * `pgliteDump` (its data folder as a tar) as it opens.
   */
  open(pgliteDump: Blob | undefined): Promise<{ database: Database; repository: BackupRepository }>;
  /** Whether the target already holds a shop; the restore refuses it. */
  occupied(): Promise<string | null>;
};

/**
 * Brings a shop back from `file` into an empty target. Nothing is written before the whole file
 * has been checked; a target that holds anything is refused.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  const workDir = await fs.mkdtemp(path.join(path.dirname(path.resolve(file)), '.restoring-'));
  try {
    const manifest = await openBackup(file, workDir);
    const known = await knownMigrations(target.migrationsFolder);
    if (manifest.database.migrations > known) {
      throw new BackupError(
        `The backup ${file} was made by a newer version of the shop (${manifest.database.migrations} migrations, ` +
          `this one knows ${known}): restore it with that version or newer. Nothing was restored.`,
      );
    }
    if (manifest.database.kind !== target.database.kind) {
      throw new BackupError(
        `The backup ${file} holds ${manifest.database.kind === 'pglite' ? 'an embedded (PGlite)' : 'a PostgreSQL'} ` +
          `database, but ${target.database.kind === 'pglite' ? 'DATABASE_URL is not set' : 'DATABASE_URL is set'}: ` +
          'restore it where the same kind of database is configured. Nothing was restored.',
      );
    }
    const occupied = await target.occupied();
    if (occupied) throw new BackupError(`${occupied}: restore only into an empty one. Nothing was restored.`);

    const databaseFile = path.join(workDir, manifest.database.file);
    if (target.database.kind === 'postgres') {
      await runPgTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', databaseFile],
        target.database.url,
      );
    }
    const opened = await target.open(
      target.database.kind === 'pglite' ? new Blob([await fs.readFile(databaseFile)]) : undefined,
    );
    try {
      await opened.repository.recordBackup({
        file: path.basename(file),
        bytes: (await fs.stat(file)).size,
        createdAt: manifest.createdAt,
        uploaded: false,
      });
    } finally {
      await opened.database.close();
    }

    const imagesDir = path.join(workDir, 'images');
    for (const name of Object.keys(manifest.files).filter((name) => name.startsWith('images/'))) {
      const key = name.slice('images/'.length);
      await target.images.put(key, await fs.readFile(path.join(imagesDir, ...key.split('/'))));
    }
    return manifest;
  } finally {
    // An extraction that failed half-way may still be closing its last files.
    await fs.rm(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}
