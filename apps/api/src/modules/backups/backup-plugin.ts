import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SHOP_TIME_ZONE } from '@shop/shared/contracts/admin-dashboard';
import { imageStorageFor } from '../../db/bootstrap';
import { answerBackupRequest } from './backup-requests';
import { backupService, type BackupService } from './backup-service';

/** How often the running shop looks whether today's backup is due. */
const CHECK_INTERVAL_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupService & {
      /** Makes a backup now, after any in progress (the daily one, another asked for). */
      backUpNow(): ReturnType<BackupService['backUp']>;
      /** Answers `npm run backup` run beside this process (backup-requests.ts). */
      answerRequest(): Promise<void>;
    };
  }
}

/** The date and hour in India now: the daily backup's day and whether its hour has come. */
export function indiaDayAndHour(at: Date): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * The running shop's backups: on request, and daily at BACKUP_HOUR (India time) when it is set. Of
 * several instances, the one whose claim of the day matched makes it (`claimDailyBackup`); an
 * instance started after the hour makes the day's backup if nobody has.
 */
export const backupPlugin = fp(
  async function backups(app: FastifyInstance) {
    const { config } = app;
    const images = imageStorageFor(config);
    const service = backupService({
      config,
      database: app.database,
      images,
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    });
    let queue: Promise<unknown> = Promise.resolve();
    const backUpNow = () => {
      const made = queue.then(() => service.backUp());
      queue = made.catch(() => undefined);
      return made;
    };
    app.decorate('backups', {
      ...service,
      backUpNow,
      answerRequest: () => answerBackupRequest(config.dataDir, backUpNow),
    });

    const hour = config.BACKUP_HOUR;
    if (hour !== undefined) {
      app.jobs.define({
        name: 'daily-backup',
        title: { en: `Daily backup at ${hour}:00 (India time)`, hi: `रोज़ ${hour}:00 बजे (भारत समय) का बैकअप` },
        everyMs: CHECK_INTERVAL_MS,
        work: async () => {
          const now = indiaDayAndHour(new Date());
          if (now.hour < hour || !(await service.claimDailyBackup(now.day))) return;
          await backUpNow();
        },
      });
    }
    app.addHook('onClose', async () => {
      await queue;
      if (images.kind === 's3') images.close();
    });
  },
  { name: 'shop-backups', dependencies: ['shop-job-scheduler'] },
);
