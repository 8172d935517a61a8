import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { AppError } from '../app-error';
import { outboxBacklog } from '../modules/email/email-outbox-repository';
import { requestTallies, type RouteTally } from './request-tallies';
import { shopRegistry } from './shop-metrics';

/** API addresses whose route template is remembered for the answers the front door sends. */
const API_ROUTES_KEPT = 10_000;

/** The methods the shop answers; anything else is counted as `other`, so a client cannot add labels. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

let processRegistry: Registry | undefined;
/**
 * Event-loop delay, heap, RSS, garbage collection and handles: prom-client's default metrics, made
 * once per process (they watch the process, not an app) and only when metrics are asked for.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: Buffer): boolean | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), token);
}

/**
 * `GET /metrics` in Prometheus' text format, only when METRICS_TOKEN is set and only to a scraper
 * sending it (decision 0142). Requests are counted by the route that answered them (its template,
 * `/api/v1/products/:id`, and a storefront page by its route pattern), never by the address asked
 * for, so the series stay few however many products and shoppers there are.
 */
export const metricsPlugin = fp<{ pageRouteOf?: (url: string) => string }>(
  async function metrics(app: FastifyInstance, { pageRouteOf }) {
    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    const expected = digest(token);
    const registry = new Registry();
    const registers = [registry];
    const tallies = requestTallies(registers);

    // The tally of the route of each API address Fastify answered a GET for: an answer the front
    // door sends later was first made there, so it is counted under the same template.
    const apiRoutes = new LRUCache<string, RouteTally>({ max: API_ROUTES_KEPT });
    const pathOf = (url: string) => {
      const queryAt = url.indexOf('?');
      return queryAt === -1 ? url : url.slice(0, queryAt);
    };
    const tallyOf = (request: FastifyRequest): RouteTally => {
      const method = METHODS.has(request.method) ? request.method : 'other';
      const route = request.routeOptions.url;
      if (route === undefined) return tallies.route(method, 'unmatched');
      if (route === '/*' && pageRouteOf) return tallies.route(method, pageRouteOf(request.url));
      const tally = tallies.route(method, route);
      if (method === 'GET') apiRoutes.set(pathOf(request.url), tally);
      return tally;
    };
    app.addHook('onResponse', (request, reply, done) => {
      tallyOf(request).add(reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    app.sharedAnswers.onSentAtTheDoor((url, status, seconds) => {
      const path = pathOf(url);
      const tally =
        apiRoutes.get(path) ??
        tallies.route('GET', pageRouteOf && !path.startsWith('/api/') ? pageRouteOf(url) : 'unmatched');
      tally.add(status, seconds);
    });

    const database = app.database;
    const poolFigure = (name: string, help: string, read: (pool: ReturnType<Database['pools']>[number]) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers,
        collect() {
          for (const pool of database.pools()) this.set({ pool: pool.pool }, read(pool));
        },
      });
    poolFigure('shop_db_pool_size', 'Connections the pool may open (1 for the embedded database)', (p) => p.size);
    poolFigure('shop_db_pool_in_use', 'Connections running a query or transaction now', (p) => p.inUse);
    poolFigure('shop_db_pool_waiting', 'Queries waiting for a connection (or their turn) now', (p) => p.waiting);

    // Read at each scrape, one grouped query over the outbox's status index.
    const backlog = { at: 0, rows: [] as Awaited<ReturnType<typeof outboxBacklog>> };
    const readBacklog = async () => {
      if (Date.now() - backlog.at > 1_000) {
        backlog.rows = await outboxBacklog(database.db);
        backlog.at = Date.now();
      }
      return backlog.rows;
    };
    new Gauge({
      name: 'shop_outbox_pending',
      help: 'Messages in the outbox not yet sent, by channel',
      labelNames: ['channel'] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await readBacklog()) this.set({ channel: row.channel }, row.pending);
      },
    });
    new Gauge({
      name: 'shop_outbox_oldest_pending_seconds',
      help: 'Age of the oldest message not yet sent, by channel',
      labelNames: ['channel'] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await readBacklog()) {
          if (row.oldest) this.set({ channel: row.channel }, (Date.now() - new Date(row.oldest).getTime()) / 1000);
        }
      },
    });

    app.get('/metrics', async (request, reply) => {
      const matches = bearerMatches(request, expected);
      if (matches === undefined) throw new AppError('UNAUTHENTICATED');
      if (!matches) throw new AppError('FORBIDDEN');
      const all = Registry.merge([processMetrics(), shopRegistry, registry]);
      return reply
        .header('content-type', all.contentType)
        .header('cache-control', 'no-store')
        .send(await all.metrics());
    });
  },
  { name: 'shop-metrics' },
);

type Database = FastifyInstance['database'];
