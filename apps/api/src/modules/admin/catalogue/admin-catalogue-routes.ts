import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_STATUSES,
  adminCatalogueOptionsSchema,
  adminDeleteProductResponseSchema,
  adminImageAltSchema,
  adminImageOrderSchema,
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  productIdParamsSchema,
  productImageParamsSchema,
} from '@shop/shared/contracts/admin-products';
import {
  adminStockListResponseSchema,
  adminStockQuerySchema,
  adminStockUpdateSchema,
  stockHistoryResponseSchema,
  stockImportResponseSchema,
  stockImportSchema,
  stockSettingsSchema,
  variantIdParamsSchema,
} from '@shop/shared/contracts/admin-stock';
import { signedInUser } from '../../auth/authenticate';
import { OWNER_PICTURE_LIMITS, readOwnerPicture } from '../../../storage/owner-picture-upload';

/** Products, their pictures and stock levels in the back office: /api/v1/admin/products, /admin/stock. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminProducts: products, adminPictures: pictures, adminStock: stock } = app.services;

  // Admins only, checked before a body (or an upload) is read: guests 401, customers 403.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(fastifyMultipart, { limits: OWNER_PICTURE_LIMITS });

  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  app.get('/admin/catalogue/options', { schema: { response: { 200: adminCatalogueOptionsSchema } } }, async () =>
    products.options(),
  );

  app.get(
    '/admin/products',
    { schema: { querystring: adminProductListQuerySchema, response: { 200: adminProductListResponseSchema } } },
    async (request) => products.list(request.query),
  );

  app.post(
    '/admin/products',
    { schema: { body: adminProductInputSchema, response: { 201: adminProductResponseSchema } } },
    async (request, reply) => {
      const product = await products.create(actor(request), request.body);
      return reply.status(201).send({ product });
    },
  );

  app.get(
    '/admin/products/:productId',
    { schema: { params: productIdParamsSchema, response: { 200: adminProductResponseSchema } } },
    async (request) => ({ product: await products.get(request.params.productId) }),
  );

  app.put(
    '/admin/products/:productId',
    {
      schema: {
        params: productIdParamsSchema,
        body: adminProductInputSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({ product: await products.update(actor(request), request.params.productId, request.body) }),
  );

  app.post(
    '/admin/products/:productId/status',
    {
      schema: {
        params: productIdParamsSchema,
        body: z.object({ status: z.enum(PRODUCT_STATUSES) }),
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({
      product: await products.setStatus(actor(request), request.params.productId, request.body.status),
    }),
  );

  app.delete(
    '/admin/products/:productId',
    { schema: { params: productIdParamsSchema, response: { 200: adminDeleteProductResponseSchema } } },
    async (request) => {
      const outcome = await products.remove(actor(request), request.params.productId);
      return {
        outcome,
        message:
          outcome === 'deleted'
            ? 'Product deleted'
            : 'This product has orders, so it was archived: shoppers no longer see it, its orders keep it.',
      };
    },
  );

  // multipart/form-data with one `file` (JPEG, PNG or WebP, at most 8 MB) and an optional `alt`.
  app.post(
    '/admin/products/:productId/images',
    { schema: { params: productIdParamsSchema, response: { 201: adminProductResponseSchema } } },
    async (request, reply) => {
      const { data, fields } = await readOwnerPicture(request);
      const alt = (fields.alt ?? '').slice(0, 200);
      const product = await pictures.addImage(actor(request), request.params.productId, data, alt);
      return reply.status(201).send({ product });
    },
  );

  app.patch(
    '/admin/products/:productId/images/:imageId',
    {
      schema: {
        params: productImageParamsSchema,
        body: adminImageAltSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({
      product: await pictures.updateImageAlt(
        actor(request),
        request.params.productId,
        request.params.imageId,
        request.body,
      ),
    }),
  );

  app.put(
    '/admin/products/:productId/images/order',
    {
      schema: {
        params: productIdParamsSchema,
        body: adminImageOrderSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({
      product: await pictures.reorderImages(actor(request), request.params.productId, request.body.imageIds),
    }),
  );

  app.delete(
    '/admin/products/:productId/images/:imageId',
    { schema: { params: productImageParamsSchema, response: { 200: adminProductResponseSchema } } },
    async (request) => ({
      product: await pictures.removeImage(actor(request), request.params.productId, request.params.imageId),
    }),
  );

  // ------------------------------------------------------------ stock

  app.get(
    '/admin/stock',
    { schema: { querystring: adminStockQuerySchema, response: { 200: adminStockListResponseSchema } } },
    async (request) => stock.list(request.query),
  );

  app.get('/admin/stock/settings', { schema: { response: { 200: stockSettingsSchema } } }, async () => ({
    lowStockThreshold: await stock.lowStockThreshold(),
  }));

  app.put(
    '/admin/stock/settings',
    { schema: { body: stockSettingsSchema, response: { 200: stockSettingsSchema } } },
    async (request) => ({
      lowStockThreshold: await stock.setLowStockThreshold(actor(request), request.body.lowStockThreshold),
    }),
  );

  app.get('/admin/stock/export', async (_request, reply) => {
    const csv = await stock.exportCsv();
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="stock-${day}.csv"`)
      .send(csv);
  });

  app.post(
    '/admin/stock/import',
    { schema: { body: stockImportSchema, response: { 200: stockImportResponseSchema } } },
    async (request) => {
      const applied = await stock.importCsv(actor(request), request.body.csv);
      return { applied, message: applied === 1 ? '1 stock level updated' : `${applied} stock levels updated` };
    },
  );

  app.put(
    '/admin/stock/:variantId',
    {
      schema: {
        params: variantIdParamsSchema,
        body: adminStockUpdateSchema,
        response: { 200: z.object({ variantId: z.string(), stock: z.number().int() }) },
      },
    },
    async (request) => stock.setStock(actor(request), request.params.variantId, request.body),
  );

  app.get(
    '/admin/stock/:variantId/history',
    { schema: { params: variantIdParamsSchema, response: { 200: stockHistoryResponseSchema } } },
    async (request) => ({ movements: await stock.history(request.params.variantId) }),
  );
};
