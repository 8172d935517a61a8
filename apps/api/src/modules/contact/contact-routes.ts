import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { contactRequestSchema, contactResponseSchema } from '@shop/shared/contracts/contact';
import { AppError } from '../../app-error';
import { clientIp } from '../../plugins/rate-limit';
import { contactRepository } from './contact-repository';
import { requestMessage } from '../../lib/request-locale';

/** Enough for a family writing a few times; too few to flood the care team's inbox. */
export const CONTACT_LIMIT = { name: 'contact:ip', max: 10, windowMs: 60 * 60_000, key: clientIp };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = contactRepository(app.database.db);

  app.post(
    '/contact',
    {
      preValidation: app.rateLimitBy([CONTACT_LIMIT]),
      schema: {
        body: contactRequestSchema,
        response: {
          200: contactResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request) => {
      try {
        await repository.insert(request.body);
      } catch (error) {
        throw Object.assign(new AppError('CONTACT_FAILED'), { cause: error });
      }
      return { success: true as const, message: requestMessage(request, 'CONTACT_THANKED') };
    },
  );
};
