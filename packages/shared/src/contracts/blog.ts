import { z } from 'zod';

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  coverImage: z.string().nullable(),
  /** ISO date-time of publication. */
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  /** On an answer in Hindi (`Accept-Language: hi`): which of `title`, `excerpt`, `body` are in English. */
  untranslated: z.array(z.string()).optional(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /**
   * Plain text in blocks separated by a blank line: `## ` starts a heading, lines starting
   * with `- ` make a list, anything else is a paragraph. No HTML, so nothing needs sanitising.
   */
  body: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/v1/blog — newest first. */
export const blogListResponseSchema = z.object({ success: z.literal(true), data: z.array(blogPostSummarySchema) });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** GET /api/v1/blog/:slug */
export const blogPostResponseSchema = z.object({ success: z.literal(true), data: blogPostSchema });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Article not found'),
});

const WORDS_PER_MINUTE = 200;

export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
