import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { blogPosts, collections, deities } from '../../../db/schema';
import { transactional } from '../../../db/transactional';

export type CollectionRow = typeof collections.$inferSelect;
export type DeityRow = typeof deities.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;

function queries(db: Db) {
  return {
    listCollections() {
      return db
        .select()
        .from(collections)
        .orderBy(asc(collections.kind), asc(collections.sortOrder), asc(collections.name));
    },
    async lockCollection(slug: string): Promise<CollectionRow | undefined> {
      const [row] = await db.select().from(collections).where(eq(collections.slug, slug)).for('update');
      return row;
    },
    async insertCollection(values: typeof collections.$inferInsert): Promise<CollectionRow> {
      const [row] = await db.insert(collections).values(values).returning();
      return row!;
    },
    async updateCollection(slug: string, values: Partial<typeof collections.$inferInsert>): Promise<CollectionRow> {
      const [row] = await db.update(collections).set(values).where(eq(collections.slug, slug)).returning();
      return row!;
    },

    /** Deities and collections share the listing's URLs (/collections/:slug), so a slug names one of them. */
    async termSlugTaken(slug: string): Promise<boolean> {
      const [collection] = await db
        .select({ slug: collections.slug })
        .from(collections)
        .where(eq(collections.slug, slug));
      const [deity] = await db.select({ slug: deities.slug }).from(deities).where(eq(deities.slug, slug));
      return Boolean(collection ?? deity);
    },

    listDeities() {
      return db.select().from(deities).orderBy(asc(deities.sortOrder), asc(deities.name));
    },
    async lockDeity(slug: string): Promise<DeityRow | undefined> {
      const [row] = await db.select().from(deities).where(eq(deities.slug, slug)).for('update');
      return row;
    },
    async insertDeity(values: typeof deities.$inferInsert): Promise<DeityRow> {
      const [row] = await db.insert(deities).values(values).returning();
      return row!;
    },
    async updateDeity(slug: string, values: Partial<typeof deities.$inferInsert>): Promise<DeityRow> {
      const [row] = await db.update(deities).set(values).where(eq(deities.slug, slug)).returning();
      return row!;
    },

    listBlogPosts() {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug));
    },
    async lockBlogPost(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).for('update');
      return row;
    },
    async insertBlogPost(values: typeof blogPosts.$inferInsert): Promise<BlogPostRow> {
      const [row] = await db.insert(blogPosts).values(values).returning();
      return row!;
    },
    async updateBlogPost(slug: string, values: Partial<typeof blogPosts.$inferInsert>): Promise<BlogPostRow> {
      const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.slug, slug)).returning();
      return row!;
    },
  };
}

/** Collections, deities and blog posts as the back office reads and writes them. */
export function adminContentRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}

export type AdminContentRepository = ReturnType<typeof adminContentRepository>;
export type AdminContentQueries = ReturnType<typeof queries>;
