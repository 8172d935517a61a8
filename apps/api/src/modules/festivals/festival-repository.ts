import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { festivals } from '../../db/schema';

export type FestivalRow = typeof festivals.$inferSelect;
export type FestivalValues = Pick<typeof festivals.$inferInsert, 'name' | 'nameHi' | 'date' | 'shown'>;

/** The shop's calendar of festivals (decision 0155). */
export function festivalRepository(db: Db) {
  return {
    async list(): Promise<FestivalRow[]> {
      return db.select().from(festivals).orderBy(asc(festivals.date), asc(festivals.name));
    },

    /** Festivals the owner shows, after `after` and up to `until` (India days). */
    async shownBetween(after: string, until: string): Promise<FestivalRow[]> {
      return db
        .select()
        .from(festivals)
        .where(and(eq(festivals.shown, true), gt(festivals.date, after), lte(festivals.date, until)))
        .orderBy(asc(festivals.date));
    },

    async insert(values: FestivalValues): Promise<FestivalRow> {
      const [row] = await db.insert(festivals).values(values).returning();
      if (!row) throw new Error('festival insert returned no row');
      return row;
    },

    async update(id: string, values: FestivalValues, at: Date): Promise<FestivalRow | undefined> {
      const [row] = await db
        .update(festivals)
        .set({ ...values, updatedAt: at })
        .where(eq(festivals.id, id))
        .returning();
      return row;
    },
  };
}

export type FestivalRepository = ReturnType<typeof festivalRepository>;
