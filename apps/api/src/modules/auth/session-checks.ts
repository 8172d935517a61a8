import { LRUCache } from 'lru-cache';
import type { AuthUser } from './auth-service';

/**
 * How long a session check (the user exists, the login is alive, the admin flag) is trusted without
 * asking the database again. The revocation epoch below makes a revocation seen sooner, but this
 * bound holds even if the epoch cannot be read (an admin flag changed by hand in SQL, a lost poll).
 */
export const SESSION_CHECK_TTL_MS = 5_000;
/** How often each instance reads the revocation epoch that every logout and revocation bumps. */
export const SESSION_EPOCH_POLL_MS = 1_000;
const MAX_ENTRIES = 20_000;

type Checked = { user: AuthUser & { familyId: string }; expiresAt: number };

/**
 * Session checks held in memory for a few seconds, keyed by the access token, so that the hot
 * personal reads (summary, cart, wishlist) do not each queue on the database. Forgotten at once
 * when this instance revokes a login, and within a poll when another instance does
 * (`observeEpoch`, fed by `session_epoch`).
 */
export function sessionChecks(now: () => number = Date.now) {
  const entries = new LRUCache<string, Checked>({ max: MAX_ENTRIES });
  let epoch: number | undefined;
  // Moves on every forgetting: a check read from the database before it must not be kept after it.
  let generation = 0;
  const clear = () => {
    entries.clear();
    generation += 1;
  };

  return {
    get(token: string): (AuthUser & { familyId: string }) | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(token);
        return undefined;
      }
      return entry.user;
    },

    /** Taken before asking the database; `set` keeps the answer only if nothing was forgotten since. */
    generation(): number {
      return generation;
    },

    set(token: string, user: AuthUser & { familyId: string }, readAt: number): void {
      if (readAt !== generation) return;
      entries.set(token, { user, expiresAt: now() + SESSION_CHECK_TTL_MS });
    },

    /** Every check is asked again: a login was revoked somewhere. */
    forgetAll(): void {
      clear();
    },

    /** The revocation epoch as read from the database: when it moved, every check is forgotten. */
    observeEpoch(value: number): void {
      if (epoch !== undefined && value !== epoch) clear();
      epoch = value;
    },
  };
}
