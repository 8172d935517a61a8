/**
 * Traces are sent only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector. Without it nothing of
 * OpenTelemetry's SDK is even loaded: no provider, no instrumentation, no hook on `require`, and the
 * shop's own spans (db/database-measures.ts) are not made.
 *
 * Called by the entry points before they import the shop's modules, so the libraries those load
 * (pg, ioredis, Fastify's http and pino) are loaded already patched.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const { startTracingSdk } = await import('./tracing-sdk');
  stop = startTracingSdk(env);
}

let stop: (() => Promise<void>) | undefined;

/** Sends the spans still held (a process leaving); nothing to do when tracing is off. */
export async function stopTracing(): Promise<void> {
  await stop?.().catch(() => undefined);
}
