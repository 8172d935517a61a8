import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponseSchema } from '@shop/shared/contracts/admin-dashboard';
import { errorResponseSchema } from '@shop/shared/contracts/api';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = app.services.adminDashboard;

  app.get(
    '/admin/dashboard',
    {
      preHandler: app.requireAdmin,
      schema: { response: { 200: adminDashboardResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } },
    },
    async () => ({ success: true as const, dashboard: await dashboard.dashboard() }),
  );
};
