import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type AccessClaims = {
  /** The user's id. */
  sub: string;
  /** The refresh-token family (one login); revoking it ends this access token too. */
  fam: string;
  /** Issued and expiry times, in seconds since the epoch. */
  iat: number;
  exp: number;
};

function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'shringar-shop', purpose, 32));
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.fam === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

/**
 * Access tokens are small signed statements (payload.signature, HMAC-SHA256) so that reading one
 * costs no lookup of the token itself. Refresh and reset tokens are random and opaque; the database
 * keeps only their keyed hash, so a copy of the database cannot be replayed as sessions.
 */
export function sessionTokens(secret: string) {
  const signingKey = deriveKey(secret, 'access-token');
  const hashingKey = deriveKey(secret, 'token-hash');

  const sign = (payload: string) => createHmac('sha256', signingKey).update(payload).digest();

  return {
    signAccess(subject: { userId: string; familyId: string }, now: Date = new Date()): string {
      const iat = Math.floor(now.getTime() / 1000);
      const claims: AccessClaims = {
        sub: subject.userId,
        fam: subject.familyId,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_MS / 1000,
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claims of a genuine, unexpired token; null for anything else. */
    verifyAccess(token: string, now: Date = new Date()): AccessClaims | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isClaims(claims) || claims.exp * 1000 <= now.getTime()) return null;
      return claims;
    },

    /** A new opaque token (256 random bits) for refresh cookies and reset links. */
    randomToken(): string {
      return randomBytes(32).toString('base64url');
    },

    hash(token: string): string {
      return createHmac('sha256', hashingKey).update(token).digest('base64url');
    },
  };
}

export type SessionTokens = ReturnType<typeof sessionTokens>;
