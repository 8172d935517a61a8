import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountChanges } from '../../db/schema';

export function accountChangesRepository(db: Db) {
  return {
    /** Marks the shopper's own data changed now (the database's clock: every instance reads the same one). */
    async touch(userId: string): Promise<void> {
      await db
        .insert(accountChanges)
        .values({ userId, changedAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({ target: accountChanges.userId, set: { changedAt: sql`clock_timestamp()` } });
    },

    /** The shoppers whose data changed after `since`, and the database's time of asking. */
    async changedSince(since: Date | null): Promise<{ users: string[]; at: Date }> {
      const [clock] = await db
        .select({ ms: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8` })
        .from(sql`(select 1) as one`);
      const at = new Date(Number(clock!.ms));
      if (!since) return { users: [], at };
      const rows = await db
        .select({ userId: accountChanges.userId })
        .from(accountChanges)
        .where(gt(accountChanges.changedAt, since));
      return { users: rows.map((row) => row.userId), at };
    },
  };
}
