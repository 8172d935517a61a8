import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LRUCache } from 'lru-cache';
import { bodySize, jsonBody, sendEncoded, type EncodedBody } from '../../lib/encoded-body';
import { requestLocale } from '../../lib/request-locale';
import type { AnswerRequest, SharedAnswer } from '../../plugins/shared-answers';
import { cacheCounter } from '../../observability/shop-metrics';

const CACHE_BYTES_MAX = 32 * 1024 * 1024;

type Snapshotted = { ready(): Promise<void>; stamp(): number };

const lookups = cacheCounter('catalogue_response');

type Entry = { stamp: number; answer: SharedAnswer; product?: { slug: string; stamp: number } };

/**
 * Catalogue answers are the same for everyone until the catalogue changes, so each is
 * validated, serialised and compressed once per catalogue snapshot and then sent as bytes:
 * a read costs a map lookup instead of a schema check, JSON.stringify and brotli per request.
 * Keyed by the request's language and URL (answers speak the language Accept-Language names, and
 * say so with `Vary`); least recently used answers go first when the budget is spent.
 * An answer about one product also holds that product's stamp (`productStamp`), so a change that
 * shows only on its own page (a sale) drops it and nothing else.
 */
export function responseCache(
  source: Snapshotted,
  { maxBytes = CACHE_BYTES_MAX, productStamp }: { maxBytes?: number; productStamp?: (slug: string) => number } = {},
) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => bodySize(entry.answer.body),
  });
  const building = new Map<string, Promise<EncodedBody>>();
  const keyOf = (request: AnswerRequest) => `${requestLocale(request)} ${request.url}`;

  function fresh(key: string): SharedAnswer | undefined {
    const hit = entries.peek(key);
    if (!hit || hit.stamp === 0 || hit.stamp !== source.stamp()) return undefined;
    if (hit.product && hit.product.stamp !== productStamp?.(hit.product.slug)) return undefined;
    return entries.get(key)?.answer;
  }

  return {
    /**
     * For `app.sharedAnswers`: an answer already made for this URL is sent before validation and
     * the handler run (only valid requests' answers are ever stored, and they are the same for
     * every caller, signed in or not).
     */
    lookup(request: AnswerRequest): SharedAnswer | undefined {
      // A miss here is counted by `send`, which every catalogue request not answered here reaches.
      const answer = fresh(keyOf(request));
      if (answer) lookups.hit();
      return answer;
    },

    /** The answer held for this request, without counting a lookup (its route reads what it sent). */
    held(request: AnswerRequest): SharedAnswer | undefined {
      return fresh(keyOf(request));
    },

    /**
     * The handler's side: makes the answer, stores it and sends it. Concurrent requests for one
     * URL share a single build (a cold cache under load would otherwise validate, serialise and
     * compress the same answer once per waiting request). `product`: the slug of the one product
     * the answer shows.
     */
    async send<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      schema: z.ZodType<T>,
      build: () => Promise<T>,
      product?: string,
    ): Promise<void> {
      const key = keyOf(request);
      const cached = fresh(key);
      if (cached) lookups.hit();
      else lookups.miss();
      if (cached) {
        // Awaiting the reply (it resolves once sent) tells Fastify this async handler answered itself.
        await sendEncoded(request, reply, cached.body);
        return;
      }
      // Builds are shared under the stamps they start at: a request after a change (a festival
      // sale's start, say) never waits for an answer begun before it.
      const buildKey = `${source.stamp()} ${product === undefined ? '' : (productStamp?.(product) ?? 0)} ${key}`;
      let pending = building.get(buildKey);
      if (!pending) {
        const started = (async () => {
          await source.ready();
          // Read before building: an edit during the build changes the stamp, so this answer is not reused.
          const stamp = source.stamp();
          const productStamps =
            product === undefined ? undefined : { slug: product, stamp: productStamp?.(product) ?? 0 };
          const body = jsonBody(schema.parse(await build()), ['accept-language']);
          entries.set(key, { stamp, answer: { status: 200, headers: {}, body }, product: productStamps });
          return body;
        })().finally(() => building.delete(buildKey));
        building.set(buildKey, started);
        pending = started;
      }
      await sendEncoded(request, reply, await pending);
    },
  };
}
