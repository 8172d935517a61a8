import type { UserData, UserDataResponse } from '@shop/shared/contracts/auth';
import type { MeSummaryResponse } from '@shop/shared/contracts/me';
import { ApiError, createApiClient } from '../../lib/api-client';
import { hasSessionHint } from './session-hint';

// The plain client: these calls must not themselves trigger a renewal.
const api = createApiClient((input, init) => fetch(input, init));

/** The current session by its access token alone; null when it is missing or expired. */
export async function verifySession(): Promise<UserData | null> {
  try {
    return (await api<UserDataResponse>('/auth/verify')).userData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * GET /api/v1/me/summary: who is here, their cart count, wishlist hearts and coupon, in one call
 * (a visitor's answer when the access token is missing or expired).
 */
export function readSummary(): Promise<MeSummaryResponse> {
  return api<MeSummaryResponse>('/me/summary');
}

async function trade(): Promise<UserData | null> {
  try {
    return (await api<UserDataResponse>('/auth/refresh-token', { method: 'POST' })).userData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

async function renew(): Promise<UserData | null> {
  if (!(await hasSessionHint())) return null;
  // A refresh token works once, and every tab shares the cookies: tabs take turns, and a tab that
  // waited first checks whether the one before it already renewed the session for everybody.
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('shop-session-refresh', async () => (await verifySession()) ?? trade());
  }
  return trade();
}

let inflight: Promise<UserData | null> | null = null;

/** Trades the refresh token for a new session; null when there is no session left to renew. */
export function refreshSession(): Promise<UserData | null> {
  inflight ??= renew().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Ends the login on the server and clears its cookies (the spec's logout flow). */
export async function logOutOnServer(): Promise<void> {
  await api('/auth/logout', { method: 'POST' });
}
