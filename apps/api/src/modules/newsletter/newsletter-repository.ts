import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export function newsletterRepository(db: Db) {
  return {
    /** One row per address: subscribing again is a no-op, or a re-subscription after leaving. */
    async subscribe(email: string): Promise<void> {
      await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { unsubscribedAt: null },
          setWhere: sql`${newsletterSubscribers.unsubscribedAt} is not null`,
        });
    },
  };
}
