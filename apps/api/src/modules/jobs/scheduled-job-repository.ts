import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobs } from '../../db/schema';

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

/** The scheduler's rows (decision 0153): each job claimed by one instance at a time, by a lease. */
export function scheduledJobRepository(db: Db) {
  const dueAt = (names: readonly string[], now: Date) =>
    and(
      inArray(scheduledJobs.name, [...names]),
      lte(scheduledJobs.nextRunAt, now),
      or(isNull(scheduledJobs.leaseUntil), lte(scheduledJobs.leaseUntil, now)),
    );

  return {
    /** A row for each job not seen before, due at once (a new job runs when the shop starts). */
    async ensure(names: readonly string[], now: Date): Promise<void> {
      if (names.length === 0) return;
      await db
        .insert(scheduledJobs)
        .values(names.map((name) => ({ name, nextRunAt: now })))
        .onConflictDoNothing();
    },

    /**
     * Takes the due jobs among `names` for this instance alone, in one statement: `skip locked`
     * passes over rows another instance is claiming at this instant, and the lease keeps them out
     * of every later claim until it ends (a dead instance's claim lapses then).
     */
    claimDue(names: readonly string[], now: Date, leaseUntil: Date): Promise<ScheduledJobRow[]> {
      if (names.length === 0) return Promise.resolve([]);
      const due = dueAt(names, now);
      const claimable = db
        .select({ name: scheduledJobs.name })
        .from(scheduledJobs)
        .where(due)
        .orderBy(asc(scheduledJobs.nextRunAt))
        .for('update', { skipLocked: true });
      return db
        .update(scheduledJobs)
        .set({ leaseUntil, lastStartedAt: now })
        .where(and(inArray(scheduledJobs.name, claimable), due))
        .returning();
    },

    /** A run that finished: due again at `nextRunAt`, the failures in a row forgotten. */
    async succeeded(name: string, leaseUntil: Date, now: Date, nextRunAt: Date): Promise<void> {
      await db
        .update(scheduledJobs)
        .set({ leaseUntil: null, attempts: 0, lastSucceededAt: now, nextRunAt })
        .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leaseUntil, leaseUntil)));
    },

    /** A run that failed: its error kept for the owner, tried again at `retryAt`. */
    async failed(
      name: string,
      leaseUntil: Date,
      { now, error, retryAt }: { now: Date; error: string; retryAt: (attempts: number) => Date },
    ): Promise<void> {
      const [row] = await db
        .select({ attempts: scheduledJobs.attempts })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.name, name));
      const attempts = (row?.attempts ?? 0) + 1;
      await db
        .update(scheduledJobs)
        .set({ leaseUntil: null, attempts, lastError: error, lastFailedAt: now, nextRunAt: retryAt(attempts) })
        .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leaseUntil, leaseUntil)));
    },

    /** A run given up because this instance is stopping: due at once for another, no failure counted. */
    async release(name: string, leaseUntil: Date): Promise<void> {
      await db
        .update(scheduledJobs)
        .set({ leaseUntil: null })
        .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leaseUntil, leaseUntil)));
    },

    /** The owner's "Run now": due at once (a run under way is left to finish). False for an unknown job. */
    async dueNow(name: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`least(${scheduledJobs.nextRunAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(scheduledJobs.name, name))
        .returning({ name: scheduledJobs.name });
      return rows.length === 1;
    },

    list(names: readonly string[]): Promise<ScheduledJobRow[]> {
      if (names.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(scheduledJobs)
        .where(inArray(scheduledJobs.name, [...names]));
    },
  };
}
