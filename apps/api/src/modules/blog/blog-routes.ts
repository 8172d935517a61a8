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
import { AppError } from '../../app-error';
import { blogRepository, type BlogPostRow } from './blog-repository';

function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    coverImage: row.coverImage,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

function toPost(row: BlogPostRow): BlogPost {
  return { ...toSummary(row), body: row.body };
}

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = blogRepository(app.database.db);

  app.get('/blog', { schema: { response: { 200: blogListResponseSchema } } }, async () => {
    const rows = await repository.listPublished(new Date());
    return { success: true as const, data: rows.map(toSummary) };
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
      return { success: true as const, data: toPost(row) };
    },
  );
};
