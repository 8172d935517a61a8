import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, shopSettings, stockAlerts, stockMovements, users, variants } from '../../../db/schema';
import { containsPattern } from '../shared/search-pattern';

type VariantRow = typeof variants.$inferSelect;

const LOW_STOCK_KEY = 'lowStockThreshold';

function stockConditions(q: string | undefined, lowStock: boolean | undefined, threshold: number): SQL | undefined {
  return and(
    q ? or(ilike(products.name, containsPattern(q)), ilike(variants.sku, containsPattern(q))) : undefined,
    lowStock ? sql`${variants.stock} <= ${threshold}` : undefined,
  );
}

/** Stock levels, their history and the low-stock setting; admin-catalogue-repository.ts binds them into its transactions. */
export function adminStockQueries(db: Db) {
  return {
    async lowStockThreshold(fallback: number): Promise<number> {
      const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, LOW_STOCK_KEY)).limit(1);
      return typeof row?.value === 'number' ? row.value : fallback;
    },

    async setLowStockThreshold(value: number): Promise<void> {
      await db
        .insert(shopSettings)
        .values({ key: LOW_STOCK_KEY, value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
    },

    async countStock(q: string | undefined, lowStock: boolean | undefined, threshold: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(stockConditions(q, lowStock, threshold));
      return row?.n ?? 0;
    },

    listStock(q: string | undefined, lowStock: boolean | undefined, threshold: number, limit?: number, offset = 0) {
      const query = db
        .select({
          variantId: variants.id,
          productId: products.id,
          productName: products.name,
          productStatus: products.status,
          size: variants.size,
          sku: variants.sku,
          stock: variants.stock,
          // Shoppers proved and not yet told of a restock ("Notify me", decision 0150).
          waiting: sql<number>`(select count(*)::int from ${stockAlerts} where ${stockAlerts.variantId} = ${variants.id} and ${stockAlerts.verifiedAt} is not null and ${stockAlerts.notifiedAt} is null)`,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(stockConditions(q, lowStock, threshold))
        .orderBy(asc(products.name), asc(variants.position), asc(variants.size))
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },

    async lockVariant(id: string): Promise<VariantRow | undefined> {
      const [row] = await db.select().from(variants).where(eq(variants.id, id)).for('update');
      return row;
    },

    async variantsBySku(skus: string[]) {
      if (skus.length === 0) return [];
      return db.select().from(variants).where(inArray(variants.sku, skus)).orderBy(asc(variants.id)).for('update');
    },

    stockHistory(variantId: string, limit: number) {
      return db
        .select({
          id: stockMovements.id,
          createdAt: stockMovements.createdAt,
          delta: stockMovements.delta,
          stockAfter: stockMovements.stockAfter,
          reason: stockMovements.reason,
          orderId: stockMovements.orderId,
          actorEmail: users.email,
        })
        .from(stockMovements)
        .leftJoin(users, eq(users.id, stockMovements.actorUserId))
        .where(eq(stockMovements.variantId, variantId))
        .orderBy(desc(stockMovements.createdAt))
        .limit(limit);
    },
  };
}
