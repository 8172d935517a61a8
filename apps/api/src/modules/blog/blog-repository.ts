import { desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;

export function blogRepository(db: Db) {
  return {
    /** Published posts (a future date schedules one), newest first. */
    async listPublished(now: Date): Promise<BlogPostRow[]> {
      return db.select().from(blogPosts).where(lte(blogPosts.publishedAt, now)).orderBy(desc(blogPosts.publishedAt));
    },

    async findBySlug(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
      return row;
    },
  };
}
