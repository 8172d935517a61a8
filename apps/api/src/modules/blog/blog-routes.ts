import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  blogListResponseSchema,
  blogPostResponseSchema,
  blogSlugParamsSchema,
  readingMinutes,
  type BlogPost,
  type BlogPostSummary,
} from '@shop/shared/contracts/blog';
import { localizeArticle } from '@shop/shared/catalogue-locale';
import type { Locale } from '@shop/shared/locale';
import { AppError } from '../../app-error';
import { requestLocale } from '../../lib/request-locale';
import { blogRepository, type BlogPostRow } from './blog-repository';

const hindiOf = (row: BlogPostRow) => ({ title: row.titleHi, excerpt: row.excerptHi, body: row.bodyHi });

function toPost(row: BlogPostRow, locale: Locale): BlogPost {
  const post = localizeArticle(
    {
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      author: row.author,
      coverImage: row.coverImage,
      publishedAt: row.publishedAt.toISOString(),
      readingMinutes: 0,
      body: row.body,
    },
    hindiOf(row),
    locale,
  );
  return { ...post, readingMinutes: readingMinutes(post.body) };
}

function toSummary(row: BlogPostRow, locale: Locale): BlogPostSummary {
  const { body: _, untranslated, ...summary } = toPost(row, locale);
  // The body is not in a summary, so neither is its language.
  return { ...summary, ...(untranslated && { untranslated: untranslated.filter((f) => f !== 'body') }) };
}

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = blogRepository(app.database.db);

  // Answers speak the language Accept-Language names (compression adds its own to this Vary).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'accept-language');
  });

  app.get('/blog', { schema: { response: { 200: blogListResponseSchema } } }, async (request) => {
    const rows = await repository.listPublished(new Date());
    return { success: true as const, data: rows.map((row) => toSummary(row, requestLocale(request))) };
  });

  app.get(
    '/blog/:slug',
    {
      schema: {
        params: blogSlugParamsSchema,
        response: { 200: blogPostResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await repository.findBySlug(request.params.slug);
      if (!row || row.publishedAt.getTime() > Date.now()) throw new AppError('BLOG_POST_NOT_FOUND');
      return { success: true as const, data: toPost(row, requestLocale(request)) };
    },
  );
};
