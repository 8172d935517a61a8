import { z } from 'zod';

// GET /api/v1/admin/backups/latest (admin only): the last backup made (or restored from), for the
// dashboard, which warns when there is none newer than BACKUP_STALE_HOURS.

export const BACKUP_STALE_HOURS = 48;

export const lastBackupSchema = z.object({
  /** The file's name in BACKUP_DIR (and under `backups/` in the bucket when `uploaded`). */
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  uploaded: z.boolean(),
});

export const adminBackupStatusResponseSchema = z.object({
  success: z.literal(true),
  backup: lastBackupSchema.nullable(),
  /** No backup, or none newer than BACKUP_STALE_HOURS. */
  stale: z.boolean(),
  /** BACKUP_HOUR, India time, of the daily backup; null when there is none. */
  dailyAtHour: z.number().int().min(0).max(23).nullable(),
  keep: z.number().int().positive(),
});
export type AdminBackupStatus = z.infer<typeof adminBackupStatusResponseSchema>;
