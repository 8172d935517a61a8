import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  messageResponseSchema,
  updateProfileRequestSchema,
  userDataResponseSchema,
} from '@shop/shared/contracts/auth';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { signedInUser } from '../auth/authenticate';
import { AUTH_LIMITS } from '../auth/auth-limits';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/**
 * The signed-in user's own profile; there is no way to name another user here. Authentication runs
 * on request, so a visitor is turned away before their body is read or validated.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/profile',
    { onRequest: app.authenticate, schema: { response: { 200: userDataResponseSchema, ...errors } } },
    async (request) => {
      const userData = await app.services.account.profile(signedInUser(request).id);
      return { success: true as const, message: 'Profile fetched', userData };
    },
  );

  app.patch(
    '/user/profile',
    {
      onRequest: app.authenticate,
      schema: { body: updateProfileRequestSchema, response: { 200: userDataResponseSchema, ...errors } },
    },
    async (request) => {
      const userData = await app.services.account.updateProfile(signedInUser(request).id, request.body);
      return { success: true as const, message: 'Profile updated successfully', userData };
    },
  );

  app.post(
    '/user/change-password',
    {
      onRequest: app.authenticate,
      preHandler: app.rateLimitBy(AUTH_LIMITS.changePassword),
      schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await app.services.auth.changePassword(signedInUser(request), request.body);
      return {
        success: true as const,
        message: 'Password changed successfully. Your other devices have been signed out.',
      };
    },
  );
};
