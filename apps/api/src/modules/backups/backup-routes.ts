import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBackupStatusResponseSchema, BACKUP_STALE_HOURS } from '@shop/shared/contracts/admin-backups';
import { errorResponseSchema } from '@shop/shared/contracts/api';

const HOUR_MS = 60 * 60 * 1000;

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backups/latest',
    {
      preHandler: app.requireAdmin,
      schema: {
        response: { 200: adminBackupStatusResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => {
      const backup = await app.backups.lastBackup();
      const age = backup ? Date.now() - new Date(backup.createdAt).getTime() : Infinity;
      return {
        success: true as const,
        backup,
        stale: age > BACKUP_STALE_HOURS * HOUR_MS,
        dailyAtHour: app.config.BACKUP_HOUR ?? null,
        keep: app.config.BACKUP_KEEP,
      };
    },
  );
};
