import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponseSchema } from '@shop/shared/contracts/admin-dashboard';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { adminDashboardRepository } from './admin-dashboard-repository';
import { adminDashboardService } from './admin-dashboard-service';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = adminDashboardService({ repository: adminDashboardRepository(app.database.db) });

  app.get(
    '/admin/dashboard',
    {
      preHandler: app.requireAdmin,
      schema: { response: { 200: adminDashboardResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } },
    },
    async () => ({ success: true as const, dashboard: await dashboard.dashboard() }),
  );
};
