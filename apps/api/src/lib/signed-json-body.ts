import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../app-error';

/**
 * Providers sign a webhook's exact bytes, and a re-serialised JSON object would not verify: within
 * the calling plugin's scope, JSON bodies stay raw until `trustedJson` has checked them.
 */
export function keepJsonBodiesRaw(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

/**
 * A webhook's body once `verify` accepts its raw bytes: parsed, then checked against `schema`.
 * An unsigned or wrongly signed body is refused before it is read.
 */
export function trustedJson<Schema extends z.ZodType>(
  request: FastifyRequest,
  verify: (raw: Buffer) => boolean,
  schema: Schema,
): { raw: Buffer; json: unknown; data: z.infer<Schema> } {
  const raw = request.body;
  if (!Buffer.isBuffer(raw) || !verify(raw)) {
    request.log.warn({ url: request.routeOptions.url }, 'webhook signature did not verify');
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED');
  return { raw, json, data: parsed.data };
}
