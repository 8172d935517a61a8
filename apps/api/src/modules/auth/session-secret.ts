import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

const FILE_NAME = 'session-secret';

function readSecret(file: string): string | undefined {
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The key that signs sessions. SESSION_SECRET when set; otherwise one generated on the first start
 * and kept in DATA_DIR, so a restart does not log everybody out. Tests get a throw-away one.
 * (Config refuses a missing SESSION_SECRET where several instances would need the same one.)
 */
export function resolveSessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.NODE_ENV === 'test') return randomBytes(48).toString('base64url');

  const file = path.join(config.dataDir, FILE_NAME);
  const existing = readSecret(file);
  if (existing) return existing;

  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process wrote it first; then that one's secret is the secret.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (!winner) throw new Error(`${file} exists but holds no usable secret`);
    return winner;
  }
}
