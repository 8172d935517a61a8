import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { databaseWait } from '../observability/shop-metrics';

/** One pool's connections as the metrics show them. */
export type PoolFigures = { pool: string; size: number; inUse: number; waiting: number };

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * A pg pool whose connection waits are timed: every query takes its connection through `connect`
 * (pg-pool's own `query` calls it too), so the time until it answers is the wait for a free one.
 */
export function measuredPool(pool: pg.Pool, name: string): pg.Pool & { figures(): PoolFigures } {
  const waited = databaseWait.labels(name);
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<unknown> | void;
  const timedConnect = (callback?: (...args: unknown[]) => void) => {
    const started = performance.now();
    if (callback) {
      return connect((...args: unknown[]) => {
        waited.observe(seconds(started));
        callback(...args);
      });
    }
    return (connect() as Promise<unknown>).finally(() => waited.observe(seconds(started)));
  };
  return Object.assign(pool, {
    connect: timedConnect as pg.Pool['connect'],
    figures: (): PoolFigures => ({
      pool: name,
      size: pool.options.max ?? 10,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
  });
}

const tracer = trace.getTracer('shop-database');
/** Traces are sent only where a collector is named (observability/tracing.ts); else nothing is made. */
const tracing = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);

/**
 * A span for one statement on the embedded database, which no instrumentation library knows: the
 * statement as drizzle wrote it, values apart (`$1`), so no shopper's data is in it. Without a
 * tracing SDK started the tracer is the API's no-op one.
 */
function inSpan<T>(name: string, statement: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!tracing) return work();
  return tracer.startActiveSpan(
    name,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.system': 'postgresql',
        'db.namespace': 'pglite',
        ...(statement === undefined ? {} : { 'db.query.text': statement, 'db.statement': statement }),
      },
    },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

type QueryMethod = PGlite['query'];

function spannedQuery(query: QueryMethod): QueryMethod {
  return ((statement: string, ...rest: unknown[]) =>
    inSpan('pglite query', statement, () =>
      (query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest),
    )) as QueryMethod;
}

/**
 * The embedded database runs one statement or transaction at a time, in call order. Its queue is
 * measured from outside: each call's wait runs until the call before it has finished, and the
 * calls not yet finished are the queue (one in use, the rest waiting).
 */
export function measuredPglite(client: PGlite): { client: PGlite; figures(): PoolFigures } {
  const waited = databaseWait.labels('pglite');
  let unfinished = 0;
  let previous: Promise<void> = Promise.resolve();

  function inTurn<A extends unknown[], T>(work: (...args: A) => Promise<T>) {
    return async (...args: A): Promise<T> => {
      const called = performance.now();
      const before = previous;
      let finished!: () => void;
      previous = new Promise((resolve) => (finished = resolve));
      unfinished += 1;
      void before.then(() => waited.observe(seconds(called)));
      try {
        return await work(...args);
      } finally {
        unfinished -= 1;
        finished();
      }
    };
  }

  const query = spannedQuery(client.query.bind(client));
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: inTurn(query),
    exec: inTurn((statement: string, ...rest: unknown[]) =>
      inSpan('pglite exec', undefined, () => (exec as (...args: unknown[]) => Promise<unknown>)(statement, ...rest)),
    ),
    transaction: inTurn(<T>(callback: (tx: Transaction) => Promise<T>) =>
      inSpan('pglite transaction', undefined, () =>
        transaction((tx) => {
          tx.query = spannedQuery(tx.query.bind(tx));
          return callback(tx);
        }),
      ),
    ),
  });
  return {
    client,
    figures: () => ({ pool: 'pglite', size: 1, inUse: Math.min(1, unfinished), waiting: Math.max(0, unfinished - 1) }),
  };
}
