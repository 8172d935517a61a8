import { createRequire } from 'node:module';
import type { Attributes } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { redactUrl } from '../lib/redact-url';

const EMAIL = /[^\s@"'<>/?&=]+@[^\s@"'<>/?&=]+\.[a-z]{2,}/gi;
/** An Indian mobile as a shopper gives it (10 digits from 6 to 9, maybe +91): never in a trace. */
const MOBILE = /(?<!\d)(?:\+?91[\s-]?)?[6-9]\d{9}(?!\d)/g;

/**
 * The last guard before a span leaves the process: a URL keeps its query parameters but not the
 * values of secret ones (lib/redact-url.ts), and an email address or a mobile number anywhere in a
 * value is masked. The instrumentations are set up to record no values in the first place (pg's
 * statements are parameterised and its values are not recorded; Redis keeps the command name only).
 */
function withoutPersonalData(attributes: Attributes): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== 'string') continue;
    let safe = value.includes('?') && /url|target|query|path/.test(key) ? redactUrl(value) : value;
    safe = safe.replace(EMAIL, '[email]').replace(MOBILE, '[phone]');
    if (safe !== value) attributes[key] = safe;
  }
}

function redactingExporter(exporter: SpanExporter): SpanExporter {
  return {
    export(spans: ReadableSpan[], done) {
      for (const span of spans) {
        withoutPersonalData(span.attributes);
        for (const event of span.events) if (event.attributes) withoutPersonalData(event.attributes);
      }
      exporter.export(spans, done);
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * Every request traced through Fastify, the database (pg; the embedded PGlite by its own spans),
 * Redis, S3 and the providers the shop calls (Razorpay over http, Twilio and WhatsApp over fetch),
 * sent to the collector by OTLP/HTTP (JSON), the endpoint and headers read by the exporter from the
 * standard OTEL_EXPORTER_OTLP_* variables. Logs carry the trace and span ids (pino).
 */
export function startTracingSdk(env: NodeJS.ProcessEnv): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? 'idol-shop' }),
    spanProcessors: [new BatchSpanProcessor(redactingExporter(new OTLPTraceExporter()))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // The load balancer's and the scraper's polls are not requests anyone follows.
        ignoreIncomingRequestHook: (request) => /^\/(api\/v1\/health|metrics)\b/.test(request.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
      new UndiciInstrumentation(),
      new AwsInstrumentation({ suppressInternalInstrumentation: true }),
      new PinoInstrumentation(),
    ],
  });
  // The shop imports these as ES modules, which reuse a CommonJS package's one loaded copy: loaded
  // here through `require`, they are patched by the hooks just registered before anything uses them.
  const require = createRequire(import.meta.url);
  for (const name of ['pg', 'ioredis', 'pino', 'fastify']) require(name);

  return () => provider.shutdown();
}
