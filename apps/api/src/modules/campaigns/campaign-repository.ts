import { and, desc, eq, gt, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, collections, deities, orderItems, orders, productCollections, products } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Orders whose sale-priced lines count against a campaign's budget and its per-shopper limit. */
const COUNTED = sql`${orders.status} not in ('cancelled', 'refunded')`;

/** Festival sales (decision 0145): the owner's rows, and what the cart and order placement read of them. */
export function campaignRepository(db: Db) {
  return {
    /** Every campaign, newest start first, with the discount its counted orders have taken (paise). */
    async list(): Promise<(CampaignRow & { spentPaise: number })[]> {
      const spent = db
        .select({
          campaignId: orderItems.campaignId,
          paise: sql<number>`sum(${orderItems.campaignDiscountPaise} * ${orderItems.quantity})::int`.as('paise'),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(COUNTED)
        .groupBy(orderItems.campaignId)
        .as('spent');
      const rows = await db
        .select({ campaign: campaigns, spentPaise: spent.paise })
        .from(campaigns)
        .leftJoin(spent, eq(spent.campaignId, campaigns.id))
        .orderBy(desc(campaigns.startsAt), desc(campaigns.id));
      return rows.map((row) => ({ ...row.campaign, spentPaise: row.spentPaise ?? 0 }));
    },

    async find(id: string): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row;
    },

    async insert(values: CampaignValues): Promise<string> {
      const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
      if (!row) throw new Error('campaign insert returned no row');
      return row.id;
    },

    async update(id: string, values: CampaignValues, at: Date): Promise<boolean> {
      const rows = await db
        .update(campaigns)
        .set({ ...values, updatedAt: at })
        .where(eq(campaigns.id, id))
        .returning({ id: campaigns.id });
      return rows.length > 0;
    },

    async setBannerImage(id: string, bannerImage: CampaignRow['bannerImage'], at: Date): Promise<boolean> {
      const rows = await db
        .update(campaigns)
        .set({ bannerImage, updatedAt: at })
        .where(eq(campaigns.id, id))
        .returning({ id: campaigns.id });
      return rows.length > 0;
    },

    /** Ends a running campaign at `at`; one not started before `at` is taken away. False: none such (or over). */
    async end(id: string, at: Date): Promise<boolean> {
      const ended = await db
        .update(campaigns)
        .set({ endsAt: at, updatedAt: at })
        .where(and(eq(campaigns.id, id), lt(campaigns.startsAt, at), gt(campaigns.endsAt, at)))
        .returning({ id: campaigns.id });
      if (ended.length > 0) return true;
      const removed = await db
        .delete(campaigns)
        .where(and(eq(campaigns.id, id), gte(campaigns.startsAt, at)))
        .returning({ id: campaigns.id });
      return removed.length > 0;
    },

    /** A collection, category or deity page of this slug exists. */
    async groupExists(slug: string): Promise<boolean> {
      const [collection] = await db
        .select({ slug: collections.slug })
        .from(collections)
        .where(eq(collections.slug, slug));
      if (collection) return true;
      const [deity] = await db.select({ slug: deities.slug }).from(deities).where(eq(deities.slug, slug));
      return deity !== undefined;
    },

    /** How many of these product ids are products of the shop. */
    async countProducts(ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...ids]));
      return rows.length;
    },

    /**
     * The campaigns running at `at` that cover each of these products (membership as
     * `campaignCovers()` in packages/shared/src/campaign-rules.ts judges it).
     */
    async runningFor(productIds: readonly string[], at: Date): Promise<{ productId: string; campaign: CampaignRow }[]> {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: products.id, campaign: campaigns })
        .from(campaigns)
        .innerJoin(
          products,
          sql`${products.id} = any(${campaigns.productIds}) or ${campaigns.collectionSlug} = ${products.categorySlug}
            or ${campaigns.collectionSlug} = ${products.deitySlug}
            or exists (select 1 from ${productCollections} pc
                       where pc.product_id = ${products.id} and pc.collection_slug = ${campaigns.collectionSlug})`,
        )
        .where(and(inArray(products.id, [...productIds]), lte(campaigns.startsAt, at), gt(campaigns.endsAt, at)));
    },

    /**
     * Locks a campaign for an order being placed (checkouts through it take turns) and reads, under
     * the lock, the discount its counted orders took and the units this shopper bought at its price,
     * this order's own lines left out (they are written before the check).
     */
    async lockForOrder(campaignId: string, userId: string, orderId: string) {
      const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
      if (!campaign) return undefined;
      const others = and(eq(orderItems.campaignId, campaignId), COUNTED, notInArray(orders.id, [orderId]));
      const [counts] = await db
        .select({
          spentPaise: sql<number>`coalesce(sum(${orderItems.campaignDiscountPaise} * ${orderItems.quantity}), 0)::int`,
          shopperUnits: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orders.userId} = ${userId}), 0)::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(others);
      return { campaign, spentPaise: counts?.spentPaise ?? 0, shopperUnits: counts?.shopperUnits ?? 0 };
    },
  };
}

export type CampaignRepository = ReturnType<typeof campaignRepository>;
