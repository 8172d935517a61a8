import { z } from 'zod';
import { SLUG, text } from './admin-fields';
import { COLLECTION_KINDS } from './listing';

// The back office's collections (with categories, occasions and seasons), deities and blog posts,
// each with its Hindi beside the English (decision 0065). A Hindi box follows its English box's
// rules but may be empty: an empty one shows shoppers the English.

export const TERM_NAME_MAX = 100;
export const TERM_DESCRIPTION_MAX = 2000;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 600;
export const ARTICLE_BODY_MAX = 50_000;

/** The kinds kept in the collections table; deities have a table (and a list) of their own. */
export const COLLECTION_TABLE_KINDS = COLLECTION_KINDS.filter(
  (kind): kind is Exclude<(typeof COLLECTION_KINDS)[number], 'deity'> => kind !== 'deity',
);

const slugField = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(TERM_NAME_MAX, `Slug must be at most ${TERM_NAME_MAX} characters`)
  .regex(SLUG, 'Slug may hold only lower-case letters, digits and single hyphens');

const termHindiSchema = z.object({
  name: text('Hindi name', TERM_NAME_MAX),
  description: text('Hindi description', TERM_DESCRIPTION_MAX),
});

/** A deity's page: its name, the line under it and its place in menus. The URL (slug) never changes. */
export const adminDeityInputSchema = z.object({
  name: text('Name', TERM_NAME_MAX).min(1, 'Name is required'),
  description: text('Description', TERM_DESCRIPTION_MAX),
  sortOrder: z
    .number({ error: 'Position must be a whole number' })
    .int('Position must be a whole number')
    .min(0, 'Position cannot be negative')
    .max(10_000, 'Position must be at most 10000'),
  /** Left out, the Hindi already saved stays as it is. */
  hi: termHindiSchema.optional(),
});
export type AdminDeityInput = z.input<typeof adminDeityInputSchema>;
export type AdminDeityData = z.output<typeof adminDeityInputSchema>;
export const adminDeityCreateSchema = adminDeityInputSchema.extend({ slug: slugField });
export type AdminDeityCreate = z.output<typeof adminDeityCreateSchema>;

export const adminCollectionInputSchema = adminDeityInputSchema.extend({
  kind: z.enum(COLLECTION_TABLE_KINDS, { error: 'Please choose a kind' }),
});
export type AdminCollectionInput = z.input<typeof adminCollectionInputSchema>;
export type AdminCollectionData = z.output<typeof adminCollectionInputSchema>;
export const adminCollectionCreateSchema = adminCollectionInputSchema.extend({ slug: slugField });
export type AdminCollectionCreate = z.output<typeof adminCollectionCreateSchema>;

/** Empty text where the shop has no Hindi. */
const termHindiOutput = z.object({ name: z.string(), description: z.string() });

export const adminDeitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  hi: termHindiOutput,
});
export type AdminDeity = z.infer<typeof adminDeitySchema>;
export const adminCollectionSchema = adminDeitySchema.extend({ kind: z.enum(COLLECTION_TABLE_KINDS) });
export type AdminCollection = z.infer<typeof adminCollectionSchema>;

export const adminDeityListResponseSchema = z.object({ deities: z.array(adminDeitySchema) });
export type AdminDeityListResponse = z.infer<typeof adminDeityListResponseSchema>;
export const adminDeityResponseSchema = z.object({ deity: adminDeitySchema });
export const adminCollectionListResponseSchema = z.object({ collections: z.array(adminCollectionSchema) });
export type AdminCollectionListResponse = z.infer<typeof adminCollectionListResponseSchema>;
export const adminCollectionResponseSchema = z.object({ collection: adminCollectionSchema });
export const deitySlugParamsSchema = z.object({ slug: z.string().regex(SLUG, 'Deity not found') });

const articleHindiSchema = z.object({
  title: text('Hindi title', ARTICLE_TITLE_MAX),
  excerpt: text('Hindi excerpt', ARTICLE_EXCERPT_MAX),
  body: text('Hindi body', ARTICLE_BODY_MAX),
});

/** An article; its body is blocks split by a blank line, `## ` a heading, `- ` a list line (contracts/blog.ts). */
export const adminBlogPostInputSchema = z.object({
  title: text('Title', ARTICLE_TITLE_MAX).min(1, 'Title is required'),
  excerpt: text('Excerpt', ARTICLE_EXCERPT_MAX).min(1, 'Excerpt is required'),
  body: text('Body', ARTICLE_BODY_MAX).min(1, 'Body is required'),
  author: text('Author', TERM_NAME_MAX).min(1, 'Author is required'),
  /** Left out, the Hindi already saved stays as it is. */
  hi: articleHindiSchema.optional(),
});
export type AdminBlogPostInput = z.input<typeof adminBlogPostInputSchema>;
export type AdminBlogPostData = z.output<typeof adminBlogPostInputSchema>;
/** A new article is published when saved. */
export const adminBlogPostCreateSchema = adminBlogPostInputSchema.extend({ slug: slugField });
export type AdminBlogPostCreate = z.output<typeof adminBlogPostCreateSchema>;

export const adminBlogPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  /** Empty text where the shop has no Hindi. */
  hi: z.object({ title: z.string(), excerpt: z.string(), body: z.string() }),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogPostListResponseSchema = z.object({ posts: z.array(adminBlogPostSchema) });
export type AdminBlogPostListResponse = z.infer<typeof adminBlogPostListResponseSchema>;
export const adminBlogPostResponseSchema = z.object({ post: adminBlogPostSchema });
