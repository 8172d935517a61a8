import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { newsletterRequestSchema, newsletterResponseSchema } from '@shop/shared/contracts/newsletter';
import { AppError } from '../../app-error';
import { clientIp } from '../../plugins/rate-limit';
import { newsletterRepository } from './newsletter-repository';
import { requestMessage } from '../../lib/request-locale';

/** Signing up is once per person; a burst from one address is someone filling the list with others' emails. */
const NEWSLETTER_LIMIT = { name: 'newsletter:ip', max: 20, windowMs: 60 * 60_000, key: clientIp };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = newsletterRepository(app.database.db);

  app.post(
    '/newsletter',
    {
      preValidation: app.rateLimitBy([NEWSLETTER_LIMIT]),
      schema: {
        body: newsletterRequestSchema,
        response: {
          200: newsletterResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request) => {
      try {
        await repository.subscribe(request.body.email);
      } catch (error) {
        throw Object.assign(new AppError('NEWSLETTER_FAILED'), { cause: error });
      }
      return { success: true as const, message: requestMessage(request, 'NEWSLETTER_SUBSCRIBED') };
    },
  );
};
