import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';

/** The last backup made (or restored from): what the dashboard shows. */
export type BackupRecord = { file: string; bytes: number; createdAt: string; uploaded: boolean };

const LAST_BACKUP_KEY = 'last-backup';
const DAILY_BACKUP_KEY = 'daily-backup';

export function backupRepository(db: Db) {
  const count = async (query: SQL): Promise<number> => {
    // Both drivers answer `execute` with `rows`; drizzle's type does not say so.
    const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  };
  return {
    /** How many of the committed migrations this database has applied. */
    async migrationsApplied(): Promise<number> {
      return count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    },

    /** Tables the shop's schema (or anything else) put in the database: zero in an empty one. */
    async tableCount(): Promise<number> {
      return count(
        sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
    },

    async lastBackup(): Promise<BackupRecord | null> {
      const [row] = await db
        .select({ value: shopSettings.value })
        .from(shopSettings)
        .where(eq(shopSettings.key, LAST_BACKUP_KEY))
        .limit(1);
      return (row?.value as BackupRecord | undefined) ?? null;
    },

    async recordBackup(record: BackupRecord): Promise<void> {
      await db
        .insert(shopSettings)
        .values({ key: LAST_BACKUP_KEY, value: record })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: record, updatedAt: new Date() } });
    },

    /**
     * Claims the daily backup of `day` (India date, YYYY-MM-DD) for this instance: true for the one
     * instance whose conditional write matched, false for every other and on every later try.
     */
    async claimDailyBackup(day: string): Promise<boolean> {
      const claimed = await db
        .insert(shopSettings)
        .values({ key: DAILY_BACKUP_KEY, value: { day } })
        .onConflictDoUpdate({
          target: shopSettings.key,
          set: { value: { day }, updatedAt: new Date() },
          setWhere: sql`${shopSettings.value}->>'day' < ${day}`,
        })
        .returning({ key: shopSettings.key });
      return claimed.length === 1;
    },
  };
}

export type BackupRepository = ReturnType<typeof backupRepository>;
