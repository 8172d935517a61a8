import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCampaignInputSchema,
  adminCampaignListResponseSchema,
  adminCampaignResponseSchema,
  campaignIdParamsSchema,
} from '@shop/shared/contracts/admin-campaigns';

/** /api/v1/admin/campaigns: the owner's festival sales: list, schedule, edit, end early. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { campaigns } = app.services;
  app.addHook('onRequest', app.requireAdmin);

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
};
