import fs from 'node:fs';

/**
 * PGlite is PostgreSQL in single-user mode and takes no lock of its own: a second process opening
 * the same data folder (a second `npm start`, `npm run seed` or `npm run backup` beside a running
 * shop) starts up, writes, and corrupts it. Whoever opens the folder holds `<folder>.lock`, naming
 * its process; a lock whose process is gone is taken over.
 */

export class DataDirInUseError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `The embedded database ${dataDir} is open in another process (${pid}), most likely the running shop: ` +
        'a second process must never open it. Stop that process first, or let it do the work.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds, so that opening one folder twice here is refused too. */
const heldHere = new Set<string>();

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // The number may since have gone to another program: where /proc tells, only a Node process counts.
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function recordedPid(lockFile: string): number | null {
  try {
    const pid = Number((JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: unknown }).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The running process that holds the folder, or null when nobody does. */
export function dataDirHolder(dataDir: string): number | null {
  const lockFile = lockFileOf(dataDir);
  const pid = recordedPid(lockFile);
  if (pid === null) return null;
  // Our own number in a lock we did not take here is a lock left by an earlier life (a container's pid 1).
  if (pid === process.pid) return heldHere.has(lockFile) ? pid : null;
  return isRunning(pid) ? pid : null;
}

function tryLock(lockFile: string): boolean {
  try {
    fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the folder's lock, waiting up to `waitMs` for a running holder to finish (a restart whose
 * old process is still closing); returns what releases it.
 */
export async function lockDataDir(dataDir: string, { waitMs = 0 } = {}): Promise<() => void> {
  const lockFile = lockFileOf(dataDir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (tryLock(lockFile)) break;
    const holder = dataDirHolder(dataDir);
    if (holder === null) {
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (holder === process.pid || Date.now() >= deadline) throw new DataDirInUseError(holder, dataDir);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  heldHere.add(lockFile);
  const release = () => {
    if (!heldHere.delete(lockFile)) return;
    process.off('exit', release);
    if (recordedPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}
