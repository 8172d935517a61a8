import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionProductsResponseSchema,
  collectionSlugParamsSchema,
  homepageProductsResponseSchema,
  productResponseSchema,
  productSlugParamsSchema,
} from '@shop/shared/contracts/catalogue';
import { errorResponseSchema } from '@shop/shared/contracts/api';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/homepage-products', { schema: { response: { 200: homepageProductsResponseSchema } } }, async () => {
    const { products, sections } = await app.services.catalogue.homepage();
    return { success: true as const, message: 'Products fetched successfully', data: products, sections };
  });

  app.get(
    '/product/collection/:slug',
    {
      schema: {
        params: collectionSlugParamsSchema,
        response: { 200: collectionProductsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { collection, products } = await app.services.catalogue.collection(request.params.slug);
      return { success: true as const, message: 'Products fetched successfully', collection, data: products };
    },
  );

  app.get(
    '/product/:slug',
    { schema: { params: productSlugParamsSchema, response: { 200: productResponseSchema, 404: errorResponseSchema } } },
    async (request) => {
      const product = await app.services.catalogue.productBySlug(request.params.slug);
      return { success: true as const, message: 'Product fetched successfully', data: product };
    },
  );
};
