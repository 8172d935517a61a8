import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { catalogueVersionRepository } from './catalogue-repository';
import { catalogueChangeLag } from '../../observability/shop-metrics';

/** How often each instance compares the catalogue version, in case a message was lost. */
export const CATALOGUE_VERSION_CHECK_MS = 1_000;
/** The NOTIFY channel and the Redis channel the instances tell each other on. */
export const CATALOGUE_CHANNEL = 'catalogue_changes';
/** How long a version without a logged change is looked for again (its transaction may not have committed). */
const UNCOMMITTED_WAIT_MS = 10_000;
/** How long the change log keeps a change: an instance further behind than this reads everything. */
const CHANGES_KEPT_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60_000;

type Channel = {
  publish(message: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * Every instance keeps the catalogue in memory (catalogue-service.ts), so a write on one must reach
 * the others: the writing instance announces the version its write produced (Redis pub/sub with
 * REDIS_URL, else PostgreSQL NOTIFY; nothing to tell on PGlite, which one process owns), and each
 * instance also compares the version every second and after its listener reconnects, which catches
 * a lost message and the writes nobody announces (an order taking stock). The versions between the
 * last one read and the new one name the products changed (catalogue_changes): only those are read
 * again, and only what shows them is dropped from the caches. Collections, deities and a gap in the
 * log (pruned) read the whole catalogue again, once.
 */
export const catalogueChangesPlugin = fp(
  async function catalogueChanges(app: FastifyInstance) {
    const { catalogue } = app.services;
    const versions = catalogueVersionRepository(app.database.db);
    const me = randomUUID();
    // Every change up to `applied` has been read, but for `unlogged`: versions taken by a
    // transaction not yet committed (or rolled back), looked for again until UNCOMMITTED_WAIT_MS.
    let applied = 0;
    const unlogged = new Map<number, number>();
    let prunedAt = Date.now();

    const catchUp = async () => {
      const upTo = await versions.read();
      const expired = Date.now() - UNCOMMITTED_WAIT_MS;
      for (const [version, since] of unlogged) if (since < expired) unlogged.delete(version);
      if (upTo <= applied && unlogged.size === 0) return;
      let from = applied;
      for (const version of unlogged.keys()) from = Math.min(from, version - 1);
      const { rows, oldest } = await versions.changes(from, upTo);
      const news = rows.filter((row) => row.version > applied || unlogged.has(row.version));
      const logged = new Set(rows.map((row) => row.version));
      // Pruned before this instance read them: what changed is no longer known.
      const gap = upTo > applied && oldest !== undefined && oldest > applied + 1 && !logged.has(applied + 1);
      for (const row of news) unlogged.delete(row.version);
      for (let version = applied + 1; version <= upTo; version++) {
        if (!logged.has(version)) unlogged.set(version, Date.now());
      }
      applied = Math.max(applied, upTo);
      // From the earliest change read now being committed to this instance serving it.
      const lag = () => {
        const earliest = Math.min(...news.map((row) => new Date(row.changedAt).getTime()));
        if (Number.isFinite(earliest)) catalogueChangeLag.observe(Math.max(0, Date.now() - earliest) / 1000);
      };
      if (gap || news.some((row) => row.kind === 'all')) {
        await catalogue.changedElsewhere();
        lag();
        return;
      }
      const stock = new Set<string>();
      const whole = new Set<string>();
      for (const row of news) {
        if (row.productId) (row.kind === 'stock' ? stock : whole).add(row.productId);
      }
      if (stock.size === 0 && whole.size === 0) return;
      // Awaited, so a catch-up asked for by this instance's own write ends once the write shows.
      await catalogue.changedProducts({ stock: [...stock], products: [...whole] }).catch((error: unknown) => {
        app.log.error({ err: error }, 'catalogue products unread: reading it whole');
        return catalogue.changedElsewhere();
      });
      lag();
    };

    // One catch-up at a time; a request for one meanwhile runs another after it.
    let running: Promise<void> | undefined;
    let again = false;
    const check = async (): Promise<void> => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await catchUp();
            if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
              prunedAt = Date.now();
              await versions.prune(CHANGES_KEPT_MS);
            }
          } catch (error) {
            app.log.warn({ err: error }, 'catalogue changes unread');
          }
        } while (again);
      })().finally(() => {
        running = undefined;
      });
      return running;
    };
    const heard = (message: string) => {
      const [from, version] = message.split(':');
      if (from !== me && version && Number(version) > applied) void check();
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

    catalogue.onInvalidate(async () => {
      try {
        // Read after the write committed, so it is this write's version (or a later one).
        const version = await versions.read();
        await channel?.publish(`${me}:${version}`);
      } catch (error) {
        // The write is done; the others see it at their next version check instead.
        app.log.warn({ err: error }, 'catalogue change not announced');
      }
      // This instance reads the write back like the others do, narrowly, and at once: the
      // owner's answer waits for it, so it and the pages after it show the edit.
      await check();
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      applied = await versions.read();
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
