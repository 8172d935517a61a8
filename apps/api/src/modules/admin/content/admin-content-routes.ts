import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBlogPostCreateSchema,
  adminBlogPostInputSchema,
  adminBlogPostListResponseSchema,
  adminBlogPostResponseSchema,
  adminCollectionCreateSchema,
  adminCollectionInputSchema,
  adminCollectionListResponseSchema,
  adminCollectionResponseSchema,
  adminDeityCreateSchema,
  adminDeityInputSchema,
  adminDeityListResponseSchema,
  adminDeityResponseSchema,
  deitySlugParamsSchema,
} from '@shop/shared/contracts/admin-content';
import { blogSlugParamsSchema } from '@shop/shared/contracts/blog';
import { collectionSlugParamsSchema } from '@shop/shared/contracts/catalogue';
import { signedInUser } from '../../auth/authenticate';
import { adminErrorResponses } from '../shared/admin-route-helpers';

/** /api/v1/admin/collections, /admin/deities, /admin/blog-posts: the shop's pages, English and Hindi. */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminContent;
  app.addHook('onRequest', app.requireAdmin);
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  app.get(
    '/admin/collections',
    { schema: { response: { 200: adminCollectionListResponseSchema, ...adminErrorResponses } } },
    async () => ({ collections: await service.listCollections() }),
  );
  app.post(
    '/admin/collections',
    {
      schema: {
        body: adminCollectionCreateSchema,
        response: { 201: adminCollectionResponseSchema, ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ collection: await service.createCollection(actor(request), request.body) }),
  );
  app.put(
    '/admin/collections/:slug',
    {
      schema: {
        params: collectionSlugParamsSchema,
        body: adminCollectionInputSchema,
        response: { 200: adminCollectionResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => ({
      collection: await service.updateCollection(actor(request), request.params.slug, request.body),
    }),
  );

  app.get(
    '/admin/deities',
    { schema: { response: { 200: adminDeityListResponseSchema, ...adminErrorResponses } } },
    async () => ({ deities: await service.listDeities() }),
  );
  app.post(
    '/admin/deities',
    { schema: { body: adminDeityCreateSchema, response: { 201: adminDeityResponseSchema, ...adminErrorResponses } } },
    async (request, reply) =>
      reply.status(201).send({ deity: await service.createDeity(actor(request), request.body) }),
  );
  app.put(
    '/admin/deities/:slug',
    {
      schema: {
        params: deitySlugParamsSchema,
        body: adminDeityInputSchema,
        response: { 200: adminDeityResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => ({ deity: await service.updateDeity(actor(request), request.params.slug, request.body) }),
  );

  app.get(
    '/admin/blog-posts',
    { schema: { response: { 200: adminBlogPostListResponseSchema, ...adminErrorResponses } } },
    async () => ({ posts: await service.listBlogPosts() }),
  );
  app.post(
    '/admin/blog-posts',
    {
      schema: {
        body: adminBlogPostCreateSchema,
        response: { 201: adminBlogPostResponseSchema, ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ post: await service.createBlogPost(actor(request), request.body) }),
  );
  app.put(
    '/admin/blog-posts/:slug',
    {
      schema: {
        params: blogSlugParamsSchema,
        body: adminBlogPostInputSchema,
        response: { 200: adminBlogPostResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => ({ post: await service.updateBlogPost(actor(request), request.params.slug, request.body) }),
  );
};
