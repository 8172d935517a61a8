import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditListResponseSchema,
  adminAuditQuerySchema,
  shopDayBounds,
  type AdminAuditEntry,
} from '@shop/shared/contracts/admin-audit';
import { adminPagination } from '@shop/shared/contracts/admin-customers';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { adminPageWindow } from '../shared/admin-route-helpers';
import { adminAuditRepository } from './admin-audit-repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The audit log of admin writes, newest first, for admins only. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const repository = adminAuditRepository(app.database.db);

  app.get(
    '/admin/audit',
    { schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditListResponseSchema, ...errors } } },
    async (request) => {
      const { entity, action, actor, from, to, page } = request.query;
      const { rows, total, entities, actions } = await repository.list(
        {
          entity,
          action,
          actor,
          from: from ? shopDayBounds(from).start : undefined,
          to: to ? shopDayBounds(to).end : undefined,
        },
        adminPageWindow(page),
      );
      const entries: AdminAuditEntry[] = rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' } : null,
        before: row.before,
        after: row.after,
      }));
      return { success: true as const, entries, entities, actions, pagination: adminPagination(page, total) };
    },
  );
};
