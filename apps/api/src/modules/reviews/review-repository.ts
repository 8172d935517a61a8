import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReviewSort, ReviewStatus } from '@shop/shared/contracts/reviews';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import {
  deities,
  orderItems,
  orders,
  products,
  reviewHelpfulVotes,
  reviewPhotos,
  reviewRequests,
  reviews,
  users,
} from '../../db/schema';

export type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;

/**
 * A review with what is shown beside it: the author's name, the size bought, the idol, the product.
 * An account without a name (made with a phone) is signed with the name its order was delivered to.
 */
const reviewColumns = {
  review: reviews,
  authorName: sql<string>`coalesce(nullif(trim(${users.name}), ''), ${orders.shippingAddress}->>'fullName', '')`,
  authorEmail: users.email,
  authorPhone: users.phone,
  size: orderItems.size,
  deity: deities.name,
  deityHi: deities.nameHi,
  productName: products.name,
  productNameHi: products.nameHi,
  productSlug: products.slug,
};

const SORTS: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.approvedAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.approvedAt), desc(reviews.id)],
  photos: [desc(sql`${reviews.photoCount} > 0`), desc(reviews.approvedAt), desc(reviews.id)],
};

/** Approved reviews worth quoting on the home page: 4 or 5 stars, with text, of a product on sale. */
function quotable(
  review: { status: AnyPgColumn; rating: AnyPgColumn; body: AnyPgColumn },
  product: { status: AnyPgColumn },
) {
  return and(eq(review.status, 'approved'), gte(review.rating, 4), ne(review.body, ''), eq(product.status, 'active'));
}

function queries(db: Db) {
  const withDetails = () =>
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(deities, eq(deities.slug, products.deitySlug));

  return {
    /** The shopper's order lines of a product, delivered ones first, latest delivery first. */
    linesOf(userId: string, productId: string) {
      return db
        .select({ orderItemId: orderItems.id, size: orderItems.size, deliveredAt: orders.deliveredAt })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId)))
        .orderBy(sql`${orders.deliveredAt} desc nulls last`);
    },

    async productExists(productId: string): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      return row !== undefined;
    },

    async findOf(userId: string, productId: string) {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
      return row;
    },

    async find(id: string) {
      const [row] = await withDetails().where(eq(reviews.id, id));
      return row;
    },

    async lock(id: string) {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row;
    },

    async insert(values: typeof reviews.$inferInsert): Promise<string> {
      const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
      return row!.id;
    },

    async update(id: string, values: Partial<typeof reviews.$inferInsert>): Promise<void> {
      await db
        .update(reviews)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reviews.id, id));
    },

    /** Replaces a review's photos; returns the old ones, whose files the caller removes after commit. */
    async replacePhotos(reviewId: string, photos: { path: string; widths: number[] }[]): Promise<ReviewPhotoRow[]> {
      const old = await db.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId)).returning();
      if (photos.length > 0) {
        await db.insert(reviewPhotos).values(photos.map((p, position) => ({ reviewId, position, ...p })));
      }
      await db.update(reviews).set({ photoCount: photos.length }).where(eq(reviews.id, reviewId));
      return old;
    },

    /** Whose review a stored photo belongs to, and its status; found through its product's reviews. */
    async photoReview(productId: string, path: string) {
      const [row] = await db
        .select({ status: reviews.status, userId: reviews.userId })
        .from(reviewPhotos)
        .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
        .where(and(eq(reviews.productId, productId), eq(reviewPhotos.path, path)))
        .limit(1);
      return row;
    },

    photosOf(reviewIds: string[]): Promise<ReviewPhotoRow[]> {
      if (reviewIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, reviewIds))
        .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
    },

    listApproved(productId: string, sort: ReviewSort, { limit, offset }: { limit: number; offset: number }) {
      return withDetails()
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
        .orderBy(...SORTS[sort])
        .limit(limit)
        .offset(offset);
    },

    /**
     * The newest quotable reviews, each shopper's latest only (a review is left out when its
     * author has a newer quotable one).
     */
    highlights(limit: number) {
      const newer = alias(reviews, 'newer');
      const newerProduct = alias(products, 'newer_product');
      return withDetails()
        .where(
          and(
            quotable(reviews, products),
            notExists(
              db
                .select({ id: newer.id })
                .from(newer)
                .innerJoin(newerProduct, eq(newerProduct.id, newer.productId))
                .where(
                  and(
                    eq(newer.userId, reviews.userId),
                    quotable(newer, newerProduct),
                    sql`(${newer.approvedAt}, ${newer.id}) > (${reviews.approvedAt}, ${reviews.id})`,
                  ),
                ),
            ),
          ),
        )
        .orderBy(...SORTS.newest)
        .limit(limit);
    },

    /** Approved reviews per star of one product. */
    breakdown(productId: string) {
      return db
        .select({ stars: reviews.rating, count: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
        .groupBy(reviews.rating);
    },

    /** The latest photos of a product's approved reviews. */
    recentPhotos(productId: string, limit: number) {
      return db
        .select({ photo: reviewPhotos })
        .from(reviewPhotos)
        .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
        .orderBy(desc(reviews.approvedAt), asc(reviewPhotos.position))
        .limit(limit);
    },

    /** Counts the vote once per shopper: false when this shopper had already voted. */
    async addHelpfulVote(reviewId: string, userId: string): Promise<boolean> {
      const inserted = await db
        .insert(reviewHelpfulVotes)
        .values({ reviewId, userId })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfulVotes.reviewId });
      if (inserted.length === 0) return false;
      await db
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId));
      return true;
    },

    async listByStatus(status: ReviewStatus, { limit, offset }: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        withDetails()
          .where(eq(reviews.status, status))
          .orderBy(status === 'pending' ? asc(reviews.updatedAt) : desc(reviews.updatedAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(reviews).where(eq(reviews.status, status)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Every product of the shopper's delivered orders, latest delivery first, once each. */
    deliveredProductsOf(userId: string) {
      return db
        .selectDistinctOn([orderItems.productId], {
          productId: orderItems.productId,
          name: orderItems.name,
          slug: orderItems.slug,
          size: orderItems.size,
          image: orderItems.image,
          deliveredAt: orders.deliveredAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.userId, userId), isNotNull(orders.deliveredAt), isNotNull(orderItems.productId)))
        .orderBy(orderItems.productId, desc(orders.deliveredAt));
    },

    reviewsOfUser(userId: string) {
      return withDetails().where(eq(reviews.userId, userId));
    },

    /** Delivered orders between `from` and `until` whose shopper has not been asked yet. */
    ordersToAsk(from: Date, until: Date, limit: number) {
      return db
        .select({
          id: orders.id,
          userId: orders.userId,
          paymentMethod: orders.paymentMethod,
          totalPaise: orders.totalPaise,
          shippingAddress: orders.shippingAddress,
          courier: orders.courier,
          trackingNumber: orders.trackingNumber,
          deliveredAt: orders.deliveredAt,
          locale: orders.locale,
        })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'delivered'),
            gte(orders.deliveredAt, from),
            lte(orders.deliveredAt, until),
            notExists(db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orders.id))),
          ),
        )
        .orderBy(asc(orders.deliveredAt))
        .limit(limit);
    },

    /** Claims the order's request: false when another instance already did. */
    async markAsked(orderId: string): Promise<boolean> {
      const rows = await db
        .insert(reviewRequests)
        .values({ orderId })
        .onConflictDoNothing()
        .returning({ orderId: reviewRequests.orderId });
      return rows.length > 0;
    },

    /** The products of an order its shopper has not reviewed yet. */
    unreviewedProductsOf(orderId: string, userId: string) {
      return db
        .selectDistinct({ productId: orderItems.productId, name: orderItems.name })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, orderId),
            isNotNull(orderItems.productId),
            notExists(
              db
                .select()
                .from(reviews)
                .where(and(eq(reviews.productId, orderItems.productId), eq(reviews.userId, userId))),
            ),
          ),
        );
    },
  };
}

export type ReviewQueries = ReturnType<typeof queries>;
export type ReviewDetailsRow = NonNullable<Awaited<ReturnType<ReviewQueries['find']>>>;

export function reviewRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
