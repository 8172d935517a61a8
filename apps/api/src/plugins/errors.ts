import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, isErrorCode, type ErrorCode } from '@shop/shared/errors';
import { errorMessageIn, fieldMessageIn } from '@shop/shared/errors/localized';
import type { ErrorResponse } from '@shop/shared/contracts/api';
import { AppError } from '../app-error';
import { LimitReached } from './rate-limit';
import { postgresErrorCode } from '../db/postgres-errors';
import { requestLocale } from '../lib/request-locale';

function body(code: ErrorCode, message: string, requestId: string, fields?: Record<string, string>): ErrorResponse {
  return { success: false, code, message, ...(fields ? { fields } : {}), requestId };
}

/**
 * Fastify's `frameworkErrors` (app.ts): a URL that does not decode (`/%E0%A4%A`) is refused before
 * routing, where no plugin's error handler applies yet; it still answers in the shop's shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if ((error.statusCode ?? 500) >= 500) request.log.error({ err: error }, 'framework error');
  const code = (error.statusCode ?? 500) < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
  // No hook runs for it: the security headers and the request id are set here.
  void reply
    .headers({ ...request.server.securityHeaders, 'x-request-id': request.id })
    .status(ERRORS[code].status)
    .send(body(code, errorMessageIn(requestLocale(request), code), request.id));
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
  // Only what JSON and query strings parse into: plain objects and arrays (no buffers, streams or
  // cycles). The query parser's objects inherit from an empty object with no prototype of its own.
  const prototype = Object.getPrototypeOf(value) as object | null;
  const plain = prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
  if (!Array.isArray(value) && !plain) return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/**
 * One place turns every failure into `{ success: false, code, message }`, the message in the
 * request's language (Accept-Language). Validation failures answer with the first field's message
 * (the spec's wording lives in the schemas); 5xx answers never carry internals, which are logged
 * with the request id instead.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  // Refused before any handler runs, so no half-done write and no 500 from the database's refusal.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError('VALIDATION_FAILED');
    }
  });

  // What no route answers: pages have their own not-found page (the storefront's catch-all), so
  // this is an API path or a file under /images that does not exist.
  app.setNotFoundHandler(async () => {
    throw new AppError('ROUTE_NOT_FOUND');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const errorMessage = (code: ErrorCode) => errorMessageIn(locale, code);

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error instanceof LimitReached) reply.header('retry-after', String(error.retryAfterSeconds));
      const message = errorMessageIn(locale, error.code, error.params);
      return reply.status(error.status).send(body(error.code, message, request.id, error.fields));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // Zod's own wording ("Invalid input: expected string") is not the shop's: the message then
      // says VALIDATION_FAILED's. In Hindi every field does, unless its schema's words have Hindi.
      const shopWording = (english: string) =>
        english.startsWith('Invalid input:') || english === 'Required' ? undefined : fieldMessageIn(locale, english);
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const english = issue.message ?? 'Invalid input';
        fields[key] ??= locale === 'en' ? english : (shopWording(english) ?? errorMessage('VALIDATION_FAILED'));
      }
      const first = error.validation[0]?.message;
      const message = (first && shopWording(first)) ?? errorMessage('VALIDATION_FAILED');
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
    // A file the static server does not have (an unknown picture) or will not give (a path climbing
    // out of its folder, a folder itself).
    if (status === 404 || status === 403) {
      const code = status === 404 ? 'ROUTE_NOT_FOUND' : 'FORBIDDEN';
      return reply.status(status).send(body(code, errorMessage(code), request.id));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, wrong content type, a URL that does not decode):
      // the client's fault, safe to say so.
      const code = isErrorCode(error.code) ? error.code : 'VALIDATION_FAILED';
      return reply
        .status(status)
        .send(body(code, status === 400 ? errorMessage('VALIDATION_FAILED') : error.message, request.id));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', errorMessage('INTERNAL'), request.id));
  });
});
