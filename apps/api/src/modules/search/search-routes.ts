import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  listingResponseSchema,
  searchQuerySchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@shop/shared/contracts/listing';
import { requestLocale, requestMessage } from '../../lib/request-locale';
import { clientIp } from '../../plugins/rate-limit';
import { searchedListing } from '../catalogue/catalogue-routes';
import { responseCache } from '../catalogue/response-cache';
import type { SharedAnswer } from '../../plugins/shared-answers';

const MISSES_SAVED_EVERY_MS = 30_000;

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;
  // Answers hold while the catalogue and the synonyms stay as they were.
  const cache = responseCache(search);
  // A search answered from the cache that found nothing counts too, for the owner's list. Such
  // answers are marked with their text when made, so a held answer that found something costs no
  // parsing; and this lookup, ahead of the catalogue's (app.ts), passes every other address by.
  const searchPaths = `${app.prefix}/search`;
  const foundNothing = new WeakMap<SharedAnswer, string>();
  app.sharedAnswers.add((request) => {
    if (!request.url.startsWith(searchPaths)) return undefined;
    const answer = cache.lookup(request);
    const text = answer && foundNothing.get(answer);
    if (text !== undefined && search.noteAnswered(text)) saveMissesWhenDue();
    return answer;
  });
  // Only searches the shop has to run reach this hook: an answer already held is sent by the
  // front cache first. Random words each cost a database search, so they are counted per address
  // (the search page's own request included: it carries the visitor's address).
  const searchLimit = app.rateLimitBy([
    { name: 'search:ip', max: app.config.SEARCH_LIMIT_PER_MINUTE, windowMs: 60_000, key: clientIp },
  ]);

  // Zero-result searches are written in batches, so a burst of them costs one write. The batch is
  // this instance's own memory, so it is no claimed job (decision 0153): the first search after 30
  // seconds writes it, and closing the app writes what is left.
  let saving: Promise<void> | undefined;
  let savedAt = Date.now();
  const saveMisses = () => {
    savedAt = Date.now();
    saving ??= search
      .saveMisses()
      .catch((error: unknown) => app.log.error({ err: error }, 'search misses not saved'))
      .finally(() => {
        saving = undefined;
      });
    return saving;
  };
  const saveMissesWhenDue = () => {
    if (Date.now() - savedAt >= MISSES_SAVED_EVERY_MS) void saveMisses();
  };
  app.addHook('onClose', async () => {
    await saving;
    await saveMisses();
  });

  app.get(
    '/search',
    {
      preValidation: searchLimit,
      schema: {
        querystring: searchQuerySchema,
        response: { 200: listingResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await cache.send(request, reply, listingResponseSchema, () =>
        searchedListing(app.services, requestLocale(request), {}, request.query),
      );
      const { q } = request.query;
      if (!search.noteAnswered(q)) return;
      const held = cache.held(request);
      if (held) foundNothing.set(held, q);
      saveMissesWhenDue();
    },
  );

  app.get(
    '/search/suggestions',
    {
      preValidation: searchLimit,
      schema: {
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, suggestionsResponseSchema, async () => {
        return {
          success: true as const,
          message: requestMessage(request, 'SUGGESTIONS_FETCHED'),
          data: await search.suggest(request.query.q, requestLocale(request)),
        };
      }),
  );
};
