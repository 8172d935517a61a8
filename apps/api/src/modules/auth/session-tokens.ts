import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** A shared phone keeps its trust for the last few accounts logged in on it. */
const DEVICE_ACCOUNTS_KEPT = 5;

/** A browser that has logged in before: its own id and tags of the accounts it logged into. */
export type DeviceClaims = { id: string; accounts: string[] };

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

function isDeviceClaims(value: unknown): value is DeviceClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.id === 'string' &&
    Array.isArray(claims.accounts) &&
    claims.accounts.every((account) => typeof account === 'string')
  );
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
  const deviceKey = deriveKey(secret, 'device-cookie');
  const signupBrowserKey = deriveKey(secret, 'signup-browser');
  const guestCartKey = deriveKey(secret, 'guest-cart');

  const sign = (payload: string, key = signingKey) => createHmac('sha256', key).update(payload).digest();
  /** Whether `given` (base64url) is `value`'s signature under `key`, compared in constant time. */
  const signs = (given: string, value: string, key: Buffer) => {
    const expected = sign(value, key);
    const bytes = Buffer.from(given, 'base64url');
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };

  /** The parsed payload of `payload.signature` when the signature is genuine; null otherwise. */
  function verified(token: string, key: Buffer): unknown {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined || !signs(signature, payload, key)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
  }

  function signed(claims: object, key: Buffer): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${sign(payload, key).toString('base64url')}`;
  }

  /** Names an account in a device cookie without writing its email there. */
  const accountTag = (email: string) => createHmac('sha256', deviceKey).update(email).digest('base64url').slice(0, 22);

  return {
    signAccess(subject: { userId: string; familyId: string }, now: Date = new Date()): string {
      const iat = Math.floor(now.getTime() / 1000);
      const claims: AccessClaims = {
        sub: subject.userId,
        fam: subject.familyId,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_MS / 1000,
      };
      return signed(claims, signingKey);
    },

    /** The claims of a genuine, unexpired token; null for anything else. */
    verifyAccess(token: string, now: Date = new Date()): AccessClaims | null {
      const claims = verified(token, signingKey);
      if (!isClaims(claims) || claims.exp * 1000 <= now.getTime()) return null;
      return claims;
    },

    /** The device cookie's claims when it is genuine; null for anything else. */
    verifyDevice(token: string): DeviceClaims | null {
      const claims = verified(token, deviceKey);
      return isDeviceClaims(claims) ? claims : null;
    },

    /** Whether the device has logged into the account with this (normalised) email. */
    deviceKnows(device: DeviceClaims | null, email: string): boolean {
      return device !== null && device.accounts.includes(accountTag(email));
    },

    /** The device cookie after a login to `email`: the same device, this account first. */
    signDevice(device: DeviceClaims | null, email: string): string {
      const tag = accountTag(email);
      const accounts = [tag, ...(device?.accounts ?? []).filter((account) => account !== tag)];
      return signed(
        { id: device?.id ?? randomBytes(16).toString('base64url'), accounts: accounts.slice(0, DEVICE_ACCOUNTS_KEPT) },
        deviceKey,
      );
    },

    /** A new opaque token (256 random bits) for refresh cookies and reset links. */
    randomToken(): string {
      return randomBytes(32).toString('base64url');
    },

    hash(token: string): string {
      return createHmac('sha256', hashingKey).update(token).digest('base64url');
    },

    /**
     * The sign-up cookie for a link's token: only the browser that asked for the link holds it, and
     * nobody can make one for a token without the secret.
     */
    signupBrowser(token: string): string {
      return sign(token, signupBrowserKey).toString('base64url');
    },

    /** Whether a sign-up cookie was set by the request that asked for this link's token. */
    isSignupBrowser(cookie: string | undefined, token: string): boolean {
      return cookie !== undefined && signs(cookie, token, signupBrowserKey);
    },

    /** A guest cart's cookie for its random token, `token.signature`: only the shop can make one. */
    guestCartCookie(token: string): string {
      return `${token}.${sign(token, guestCartKey).toString('base64url')}`;
    },

    /** The token of a guest cart cookie the shop made; undefined for any other value. */
    guestCartToken(cookie: string): string | undefined {
      const [token, signature, extra] = cookie.split('.');
      return token && signature && extra === undefined && signs(signature, token, guestCartKey) ? token : undefined;
    },
  };
}

export type SessionTokens = ReturnType<typeof sessionTokens>;
