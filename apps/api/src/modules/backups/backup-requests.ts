import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BackupRecord } from './backup-repository';

/**
 * `npm run backup` beside a running shop on the embedded database: a second process must never
 * open PGlite's folder, so the command asks the shop, which makes the backup with the same code as
 * the daily one. The question is a file in DATA_DIR and a SIGUSR2 to the process holding the
 * folder (only its own user, or root, may signal it); the answer is a file beside the question.
 */

type Answer = { id: string | null; backup?: BackupRecord & { path: string }; error?: string };

const requestFile = (dataDir: string) => path.join(dataDir, 'backup-request.json');
const answerFile = (dataDir: string) => path.join(dataDir, 'backup-answer.json');

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Asks the shop running as `pid` for a backup and waits for it (a large shop takes minutes). */
export async function askRunningShop(
  dataDir: string,
  pid: number,
  {
    timeoutMs = 30 * 60_000,
    pollMs = 250,
    signal = () => process.kill(pid, 'SIGUSR2'),
  }: { timeoutMs?: number; pollMs?: number; signal?: () => void } = {},
): Promise<BackupRecord & { path: string }> {
  const id = randomUUID();
  await fs.writeFile(requestFile(dataDir), JSON.stringify({ id, at: new Date().toISOString() }));
  signal();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await readJson<Answer>(answerFile(dataDir));
    if (answer?.id === id) {
      if (answer.backup) return answer.backup;
      throw new Error(`The running shop could not make the backup: ${answer.error ?? 'no reason given'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The running shop (process ${pid}) did not answer within ${Math.round(timeoutMs / 60_000)} minutes.`);
}

/** The shop's side: makes the backup asked for and answers, whatever the outcome. */
export async function answerBackupRequest(
  dataDir: string,
  backUp: () => Promise<BackupRecord & { path: string }>,
): Promise<void> {
  const request = await readJson<{ id?: string }>(requestFile(dataDir));
  let answer: Answer;
  try {
    answer = { id: request?.id ?? null, backup: await backUp() };
  } catch (error) {
    answer = { id: request?.id ?? null, error: (error as Error).message };
  }
  const partial = `${answerFile(dataDir)}.${process.pid}`;
  await fs.writeFile(partial, JSON.stringify(answer));
  await fs.rename(partial, answerFile(dataDir));
}
