import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCampaignInputSchema,
  bannerAltSchema,
  adminCampaignListResponseSchema,
  adminCampaignResponseSchema,
  campaignIdParamsSchema,
} from '@shop/shared/contracts/admin-campaigns';
import { AppError } from '../../app-error';
import { removeBannerPicture, storeBannerPicture } from '../../storage/banner-picture';
import { OWNER_PICTURE_LIMITS, readOwnerPicture } from '../../storage/owner-picture-upload';

/** /api/v1/admin/campaigns: the owner's festival sales: list, schedule, edit, end early, banner picture. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { images } = app.services;
  const { campaigns } = app.services;
  // Admins only, checked before a body (or an upload) is read.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(fastifyMultipart, { limits: OWNER_PICTURE_LIMITS });

  app.get('/admin/campaigns', { schema: { response: { 200: adminCampaignListResponseSchema } } }, async () => ({
    campaigns: await campaigns.list(),
  }));

  app.post(
    '/admin/campaigns',
    { schema: { body: adminCampaignInputSchema, response: { 201: adminCampaignResponseSchema } } },
    async (request, reply) => reply.status(201).send({ campaign: await campaigns.create(request.body) }),
  );

  app.put(
    '/admin/campaigns/:campaignId',
    {
      schema: {
        params: campaignIdParamsSchema,
        body: adminCampaignInputSchema,
        response: { 200: adminCampaignResponseSchema },
      },
    },
    async (request) => ({ campaign: await campaigns.update(request.params.campaignId, request.body) }),
  );

  /** Ends a running sale now (one not started is called off): answers the list as it then stands. */
  app.post(
    '/admin/campaigns/:campaignId/end',
    { schema: { params: campaignIdParamsSchema, response: { 200: adminCampaignListResponseSchema } } },
    async (request) => {
      await campaigns.end(request.params.campaignId);
      return { campaigns: await campaigns.list() };
    },
  );

  // multipart/form-data: `alt` and `altHi` (the picture in words, both languages), then one `file`.
  app.put(
    '/admin/campaigns/:campaignId/banner',
    { schema: { params: campaignIdParamsSchema, response: { 200: adminCampaignResponseSchema } } },
    async (request) => {
      const { data, fields } = await readOwnerPicture(request);
      const words = bannerAltSchema.safeParse(fields);
      if (!words.success) {
        const messages: Record<string, string> = {};
        for (const issue of words.error.issues) messages[issue.path.join('.')] ??= issue.message;
        throw new AppError('VALIDATION_FAILED', {}, messages);
      }
      // Files first: the row points at them only once they are stored.
      const stored = await storeBannerPicture(images, request.params.campaignId, data);
      const result = await campaigns
        .setBanner(request.params.campaignId, { ...stored, ...words.data })
        .catch(async (error: unknown) => {
          await removeBannerPicture(images, stored, app.log);
          throw error;
        });
      if (result.replaced) await removeBannerPicture(images, result.replaced, app.log);
      return { campaign: result.campaign };
    },
  );

  app.delete(
    '/admin/campaigns/:campaignId/banner',
    { schema: { params: campaignIdParamsSchema, response: { 200: adminCampaignResponseSchema } } },
    async (request) => {
      const result = await campaigns.setBanner(request.params.campaignId, null);
      if (result.replaced) await removeBannerPicture(images, result.replaced, app.log);
      return { campaign: result.campaign };
    },
  );
};
