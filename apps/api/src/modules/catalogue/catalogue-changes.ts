import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { catalogueVersionRepository } from './catalogue-repository';

/** How often each instance compares the catalogue version, in case a message was lost. */
export const CATALOGUE_VERSION_CHECK_MS = 1_000;
/** The NOTIFY channel and the Redis channel the instances tell each other on. */
export const CATALOGUE_CHANNEL = 'catalogue_changes';

type Channel = {
  publish(message: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * Every instance keeps the catalogue in memory (catalogue-service.ts), so a write on one must reach
 * the others: the writing instance announces the version its write produced (Redis pub/sub with
 * REDIS_URL, else PostgreSQL NOTIFY; nothing to tell on PGlite, which one process owns), and each
 * instance also compares the version every second and after its listener reconnects, which catches
 * a lost message and the writes nobody announces (an order taking stock). A change seen reads the
 * catalogue again in the background; answers and pages cached on the old one then go.
 */
export const catalogueChangesPlugin = fp(
  async function catalogueChanges(app: FastifyInstance) {
    const { catalogue } = app.services;
    const versions = catalogueVersionRepository(app.database.db);
    const me = randomUUID();
    let seen = 0;
    // A version read mid-transaction (bumped, not yet committed) is read again on the next check.
    let settling = false;

    const observe = (version: number) => {
      if (version > seen) {
        seen = version;
        settling = true;
        catalogue.changedElsewhere();
      } else if (settling) {
        settling = false;
        catalogue.changedElsewhere();
      }
    };
    const check = async () => {
      try {
        observe(await versions.read());
      } catch (error) {
        app.log.warn({ err: error }, 'catalogue version unread');
      }
    };
    const heard = (message: string) => {
      const [from, version] = message.split(':');
      if (from !== me && version) observe(Number(version));
    };

    let channel: Channel | undefined;
    const redisUrl = app.config.REDIS_URL;
    if (redisUrl) {
      const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
      const subscriber = new Redis(redisUrl);
      for (const connection of [publisher, subscriber]) {
        connection.on('error', (error: Error) => app.log.warn({ err: error }, 'catalogue changes: redis'));
      }
      subscriber.on('message', (_channel: string, message: string) => heard(message));
      // ioredis subscribes again after a reconnection; what was said meanwhile is caught up here.
      subscriber.on('ready', () => void check());
      // Not awaited: an unreachable Redis must not keep the shop from starting; the version check
      // carries changes until the subscription is made.
      subscriber.subscribe(CATALOGUE_CHANNEL).catch((error: unknown) => {
        app.log.warn({ err: error }, 'catalogue changes: not subscribed');
      });
      channel = {
        publish: async (message) => void (await publisher.publish(CATALOGUE_CHANNEL, message)),
        close: async () => {
          subscriber.disconnect();
          publisher.disconnect();
        },
      };
    } else if (app.database.listen) {
      const stop = app.database.listen(CATALOGUE_CHANNEL, { message: heard, connected: () => void check() });
      channel = {
        publish: (message) => versions.notify(CATALOGUE_CHANNEL, message),
        close: stop,
      };
    }

    catalogue.onInvalidate(() => {
      void (async () => {
        try {
          // Read after the write committed, so it is this write's version (or a later one).
          const version = await versions.read();
          if (version > seen) {
            seen = version;
            // It may count another write not yet committed: the next check reads again once.
            settling = true;
          }
          await channel?.publish(`${me}:${version}`);
        } catch (error) {
          // The write is done; the others see it at their next version check instead.
          app.log.warn({ err: error }, 'catalogue change not announced');
        }
      })();
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      seen = await versions.read();
      timer = setInterval(() => void check(), CATALOGUE_VERSION_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await channel?.close();
    });
  },
  { name: 'shop-catalogue-changes' },
);
