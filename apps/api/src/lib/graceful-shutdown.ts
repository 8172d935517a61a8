import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { stopTracing } from '../observability/tracing';

/** How long requests in flight get to finish after SIGTERM before the process leaves anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM (or SIGINT): stop taking connections (a request on a kept-alive connection is
 * answered 503, and readiness says `shutdown`), let requests in flight finish, hand the outbox's
 * claimed messages back (email-sender-plugin.ts), then close the database (PGlite flushes to disk,
 * pools end). Past `graceMs` the process exits anyway, with status 1.
 */
export function closeOnSignals(app: FastifyInstance, database: Database, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ graceMs }, 'requests still in flight at the end of the grace period: leaving anyway');
      process.exit(1);
    }, graceMs).unref();
    try {
      await app.close();
      await database.close();
      await stopTracing();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
