import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessage, isErrorCode, type ErrorCode } from '@shop/shared/errors';
import type { ErrorResponse } from '@shop/shared/contracts/api';
import { AppError } from '../app-error';
import { postgresErrorCode } from '../db/postgres-errors';

function body(code: ErrorCode, message: string, requestId: string, fields?: Record<string, string>): ErrorResponse {
  return { success: false, code, message, ...(fields ? { fields } : {}), requestId };
}

/**
 * PostgreSQL refuses text it cannot store (a NUL character, 22021; untranslatable characters,
 * 22P05): that is the client's input, answered 400 like any other invalid input, not a 500.
 */
function isUnstorableText(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code === '22021' || code === '22P05';
}

/** Whether a NUL character hides anywhere in parsed input (PostgreSQL cannot store one in text). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  // Only what JSON and query strings parse into: plain objects and arrays (no buffers, streams or cycles).
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/**
 * One place turns every failure into `{ success: false, code, message }`. Validation failures
 * answer with the first field's message (the spec's wording lives in the schemas); 5xx answers
 * never carry internals, which are logged with the request id instead.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  // Refused before any handler runs, so no half-done write and no 500 from the database's refusal.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError('VALIDATION_FAILED');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(body(error.code, error.message, request.id, error.fields));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid input';
      }
      const first = Object.values(fields)[0];
      const message =
        first && !first.startsWith('Invalid input:') && first !== 'Required'
          ? first
          : errorMessage('VALIDATION_FAILED');
      return reply.status(400).send(body('VALIDATION_FAILED', message, request.id, fields));
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(body('INTERNAL', errorMessage('INTERNAL'), request.id));
    }

    if (isUnstorableText(error)) {
      return reply.status(400).send(body('VALIDATION_FAILED', errorMessage('VALIDATION_FAILED'), request.id));
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('RATE_LIMITED', errorMessage('RATE_LIMITED'), request.id));
    }
    if (status === 413) {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', errorMessage('PAYLOAD_TOO_LARGE'), request.id));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, wrong content type): the client's fault, safe to say so.
      const code = isErrorCode(error.code) ? error.code : 'VALIDATION_FAILED';
      return reply
        .status(status)
        .send(body(code, status === 400 ? errorMessage('VALIDATION_FAILED') : error.message, request.id));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', errorMessage('INTERNAL'), request.id));
  });
});
