import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/**
 * How long a personal answer (the summary, the priced cart) is kept without reading it again. The
 * shopper's own changes make it forgotten at once on the instance that made them and within a
 * poll elsewhere; this bounds what changes behind the shopper's back (a payment's webhook, an
 * owner's edit, stock bought by others) and a lost poll.
 */
export const PERSONAL_ANSWER_TTL_MS = 5_000;
/** How often each instance asks which shoppers' data changed. */
export const ACCOUNT_CHANGES_POLL_MS = 1_000;
/** A change committed this long after its clock was read is still seen by the next poll. */
const POLL_OVERLAP_MS = 2_000;
const MAX_ENTRIES = 20_000;

type Entry = { value: unknown; expiresAt: number; version: number };

/** Where shoppers' changes are written for the other instances (`me/account-changes-repository.ts`). */
export type AccountChanges = {
  touch(userId: string): Promise<void>;
  changedSince(since: Date | null): Promise<{ users: string[]; at: Date }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    personalAnswers: {
      /**
       * The answer held for this shopper under `kind`, or `build`'s, kept when nothing about the
       * shopper (or, with `version`, the catalogue) changed while it was built.
       */
      get<T>(
        kind: string,
        userId: string,
        build: () => Promise<T>,
        options?: { version?: number; keep?: (value: T) => boolean },
      ): Promise<T>;
      /** The shopper's data changed: forget here now, tell the other instances. */
      changed(userId: string): Promise<void>;
    };
  }
}

/**
 * Personal answers held for a few seconds per shopper, so that the hottest personal reads (every
 * page's summary, the cart drawer) do not each queue on the database. Any successful write a
 * signed-in shopper makes through the API counts as a change of their data.
 */
export const personalAnswersPlugin = fp(
  async function personalAnswers(app: FastifyInstance, { changes: repository }: { changes: AccountChanges }) {
    const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
    // Moves on every forgetting: an answer read from the database before it is not kept after it.
    let generation = 0;
    const forget = (userId: string) => {
      generation += 1;
      for (const key of [...entries.keys()]) if (key.endsWith(`:${userId}`)) entries.delete(key);
    };

    app.decorate('personalAnswers', {
      async get<T>(
        kind: string,
        userId: string,
        build: () => Promise<T>,
        { version = 0, keep }: { version?: number; keep?: (value: T) => boolean } = {},
      ): Promise<T> {
        const key = `${kind}:${userId}`;
        const held = entries.get(key);
        if (held && held.expiresAt > Date.now() && held.version === version) return held.value as T;
        const readAt = generation;
        const value = await build();
        if (readAt === generation && (keep?.(value) ?? true)) {
          entries.set(key, { value, expiresAt: Date.now() + PERSONAL_ANSWER_TTL_MS, version });
        }
        return value;
      },
      async changed(userId: string) {
        forget(userId);
        try {
          await repository.touch(userId);
        } catch (error) {
          // The write itself is done; other instances fall back on PERSONAL_ANSWER_TTL_MS.
          app.log.warn({ err: error, userId }, 'account change not recorded');
        }
      },
    });

    // A write by a signed-in shopper, answered: their answers are forgotten before the client hears.
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.user && reply.statusCode < 400 && request.url.startsWith('/api/')) {
        await app.personalAnswers.changed(request.user.id);
      }
    });

    let since: Date | null = null;
    const watch = async () => {
      try {
        const { users, at } = await repository.changedSince(since);
        for (const userId of users) forget(userId);
        since = new Date(at.getTime() - POLL_OVERLAP_MS);
      } catch (error) {
        app.log.warn({ err: error }, 'account changes unread');
      }
    };
    let poll: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await watch();
      poll = setInterval(() => void watch(), ACCOUNT_CHANGES_POLL_MS);
      poll.unref();
    });
    app.addHook('onClose', async () => clearInterval(poll));
  },
  { name: 'shop-personal-answers', dependencies: ['shop-authenticate'] },
);
