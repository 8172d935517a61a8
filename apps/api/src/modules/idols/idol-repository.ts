import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdols, users } from '../../db/schema';

export type IdolRow = typeof userIdols.$inferSelect;
export type IdolValues = Pick<IdolRow, 'name' | 'deity' | 'size' | 'heightHundredths'>;

// Every query names the owner: an idol is only ever reached through its user's id.
function idolQueries(db: Db) {
  return {
    list(userId: string): Promise<IdolRow[]> {
      return db
        .select()
        .from(userIdols)
        .where(eq(userIdols.userId, userId))
        .orderBy(asc(userIdols.createdAt), asc(userIdols.id));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userIdols).where(eq(userIdols.userId, userId));
      return Number(row?.n ?? 0);
    },

    async insert(userId: string, values: IdolValues[]): Promise<IdolRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(userIdols)
        .values(values.map((value) => ({ ...value, userId })))
        .returning();
    },

    async update(userId: string, id: string, values: Partial<IdolValues>): Promise<IdolRow | undefined> {
      const [row] = await db
        .update(userIdols)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(userIdols.userId, userId), eq(userIdols.id, id)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(userIdols)
        .where(and(eq(userIdols.userId, userId), eq(userIdols.id, id)))
        .returning({ id: userIdols.id });
      return rows.length > 0;
    },
  };
}

export type IdolQueries = ReturnType<typeof idolQueries>;

export function idolRepository(db: Db) {
  return {
    ...idolQueries(db),
    /** Additions hold the user's row lock, so two tabs at once cannot pass the cap together. */
    transaction<T>(userId: string, work: (queries: IdolQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return work(idolQueries(tx));
      });
    },
  };
}

export type IdolRepository = ReturnType<typeof idolRepository>;
