import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { resolveSessionSecret } from './session-secret';
import { sessionTokens } from './session-tokens';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('The session secret', () => {
  it('is SESSION_SECRET when it is set', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), DATA_DIR: tempDir() });
    expect(resolveSessionSecret(config)).toBe('s'.repeat(40));
  });

  it('is generated once into DATA_DIR, readable only by its owner, and the same after a restart', () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    const first = resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'session-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }))).toBe(first);
  });

  it('refuses to start on a file too short to be a secret rather than guess', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'session-secret'), 'short');
    expect(() => resolveSessionSecret(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }))).toThrow(
      /no usable secret/,
    );
  });
});

describe('Access tokens', () => {
  const tokens = sessionTokens('k'.repeat(40));
  const subject = { userId: 'u1', familyId: 'f1' };

  it('carry who and which login, until they expire', () => {
    const issued = new Date('2025-01-01T10:00:00Z');
    const token = tokens.signAccess(subject, issued);
    expect(tokens.verifyAccess(token, new Date('2025-01-01T10:14:59Z'))).toMatchObject({ sub: 'u1', fam: 'f1' });
    expect(tokens.verifyAccess(token, new Date('2025-01-01T10:15:00Z'))).toBeNull();
  });

  it('are refused when signed with another key or malformed', () => {
    const other = sessionTokens('o'.repeat(40)).signAccess(subject);
    expect(tokens.verifyAccess(other)).toBeNull();
    for (const bad of ['', 'abc', 'a.b.c', `${Buffer.from('{}').toString('base64url')}.x`]) {
      expect(tokens.verifyAccess(bad)).toBeNull();
    }
  });

  it('hash refresh tokens with the key, so a database copy cannot be matched without it', () => {
    const token = tokens.randomToken();
    expect(tokens.hash(token)).toBe(tokens.hash(token));
    expect(sessionTokens('o'.repeat(40)).hash(token)).not.toBe(tokens.hash(token));
  });
});
