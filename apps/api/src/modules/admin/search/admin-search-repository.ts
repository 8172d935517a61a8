import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactional } from '../../../db/transactional';
import { searchMisses, searchSynonyms } from '../../../db/schema';

/** Zero-result searches the admin lists, most recent first. */
const MISSES_LISTED_MAX = 200;

function queries(db: Db) {
  return {
    listSynonyms() {
      return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term), asc(searchSynonyms.equivalent));
    },

    async lockSynonym(id: string) {
      const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
      return row;
    },

    /** Whether the two phrases are already a pair, written either way round. */
    async pairTaken(term: string, equivalent: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: searchSynonyms.id })
        .from(searchSynonyms)
        .where(
          and(
            or(
              and(eq(searchSynonyms.term, term), eq(searchSynonyms.equivalent, equivalent)),
              and(eq(searchSynonyms.term, equivalent), eq(searchSynonyms.equivalent, term)),
            ),
            exceptId ? ne(searchSynonyms.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertSynonym(term: string, equivalent: string) {
      const [row] = await db.insert(searchSynonyms).values({ term, equivalent }).returning();
      return row!;
    },

    async updateSynonym(id: string, term: string, equivalent: string) {
      const [row] = await db
        .update(searchSynonyms)
        .set({ term, equivalent, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, id))
        .returning();
      return row!;
    },

    async deleteSynonym(id: string): Promise<void> {
      await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
    },

    listMisses() {
      return db
        .select()
        .from(searchMisses)
        .orderBy(desc(searchMisses.lastSeenAt), asc(searchMisses.query))
        .limit(MISSES_LISTED_MAX);
    },

    /** A search the owner has just given a synonym is answered now: it leaves the list. */
    async forgetMisses(texts: string[]): Promise<void> {
      await db.delete(searchMisses).where(inArray(searchMisses.query, texts));
    },
  };
}

export type AdminSearchQueries = ReturnType<typeof queries>;

export function adminSearchRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}

export type AdminSearchRepository = ReturnType<typeof adminSearchRepository>;
