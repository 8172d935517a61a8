import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { products, stockAlertRounds, stockAlerts, users, variants } from '../../db/schema';

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/** A size with its product's words, as an alert names it. */
export type AlertSize = {
  variantId: string;
  productId: string;
  size: string;
  stock: number;
  slug: string;
  name: string;
  nameHi: string | null;
};

const sizeColumns = {
  variantId: variants.id,
  productId: variants.productId,
  size: variants.size,
  stock: variants.stock,
  slug: products.slug,
  name: products.name,
  nameHi: products.nameHi,
};

const waiting = (variantId: typeof variants.id | string) =>
  and(eq(stockAlerts.variantId, variantId), isNotNull(stockAlerts.verifiedAt), isNull(stockAlerts.notifiedAt));

/** The waiting lists of sold-out sizes and the restocks being told to them (decision 0150). */
export function stockAlertRepository(db: Db) {
  return {
    /** A size of an active product, or undefined. */
    async activeSize(productId: string, variantId: string): Promise<AlertSize | undefined> {
      const [row] = await db
        .select(sizeColumns)
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(variants.id, variantId), eq(variants.productId, productId), eq(products.status, 'active')))
        .limit(1);
      return row;
    },

    async account(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          phone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** One row per person per size: the new row, or undefined when the contact is already on the list. */
    async insert(values: typeof stockAlerts.$inferInsert): Promise<StockAlertRow | undefined> {
      const [row] = await db.insert(stockAlerts).values(values).onConflictDoNothing().returning();
      return row;
    },

    async find(variantId: string, contact: string): Promise<StockAlertRow | undefined> {
      const [row] = await db
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.variantId, variantId), eq(stockAlerts.contact, contact)))
        .limit(1);
      return row;
    },

    async update(id: string, values: Partial<typeof stockAlerts.$inferInsert>): Promise<void> {
      await db.update(stockAlerts).set(values).where(eq(stockAlerts.id, id));
    },

    /** Proves the contact of a live link (opening it again answers the same); undefined for a bad or expired one. */
    async confirm(tokenHash: string, at: Date): Promise<{ slug: string; size: string; locale: Locale } | undefined> {
      const [row] = await db
        .update(stockAlerts)
        .set({ verifiedAt: sql`coalesce(${stockAlerts.verifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(stockAlerts.confirmTokenHash, tokenHash), gt(stockAlerts.confirmExpiresAt, at)))
        .returning({ variantId: stockAlerts.variantId, locale: stockAlerts.locale });
      if (!row) return undefined;
      const [size] = await db
        .select({ slug: products.slug, size: variants.size })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(eq(variants.id, row.variantId));
      return size && { ...size, locale: row.locale };
    },

    /** A size seen sold out again ends its restock: the next one starts a first batch of its own. */
    async endRoundsOfSoldOutSizes(): Promise<void> {
      await db
        .delete(stockAlertRounds)
        .where(
          inArray(
            stockAlertRounds.variantId,
            db.select({ id: variants.id }).from(variants).where(eq(variants.stock, 0)),
          ),
        );
    },

    /** Sizes in stock with someone waiting whose next batch is due (or that have none yet). */
    sizesToTell(at: Date, limit: number): Promise<AlertSize[]> {
      return db
        .select(sizeColumns)
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(
          and(
            gt(variants.stock, 0),
            eq(products.status, 'active'),
            exists(
              db
                .select({ one: sql`1` })
                .from(stockAlerts)
                .where(waiting(variants.id)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(stockAlertRounds)
                .where(and(eq(stockAlertRounds.variantId, variants.id), gt(stockAlertRounds.nextBatchAt, at))),
            ),
          ),
        )
        .orderBy(asc(variants.id))
        .limit(limit);
    },

    /**
     * Claims the size's next batch in one statement: the first inserts the round, a later one moves
     * its time on only once it has passed, so of two instances one wins. The batch's number, or
     * undefined when another instance has it or it is not due.
     */
    async claimBatch(variantId: string, at: Date, nextBatchAt: Date): Promise<number | undefined> {
      const [row] = await db
        .insert(stockAlertRounds)
        .values({ variantId, batches: 1, nextBatchAt })
        .onConflictDoUpdate({
          target: stockAlertRounds.variantId,
          set: { batches: sql`${stockAlertRounds.batches} + 1`, nextBatchAt },
          setWhere: lte(stockAlertRounds.nextBatchAt, at),
        })
        .returning({ batches: stockAlertRounds.batches });
      return row?.batches;
    },

    /** Marks told, in the order they asked, up to `limit` of the size's waiting list (all without one). */
    takeWaiting(variantId: string, at: Date, limit: number | undefined): Promise<StockAlertRow[]> {
      const ids = db
        .select({ id: stockAlerts.id })
        .from(stockAlerts)
        .where(waiting(variantId))
        .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
        .limit(limit ?? 100_000)
        .for('update', { skipLocked: true });
      return db
        .update(stockAlerts)
        .set({ notifiedAt: at })
        .where(and(inArray(stockAlerts.id, ids), isNull(stockAlerts.notifiedAt)))
        .returning();
    },
  };
}

export type StockAlertQueries = ReturnType<typeof stockAlertRepository>;
