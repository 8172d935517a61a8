import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  messageResponseSchema,
  updateProfileRequestSchema,
  userDataResponseSchema,
} from '@shop/shared/contracts/auth';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  sendVerificationResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@shop/shared/contracts/email-verification';
import { clientIp, type LimitRule } from '../../plugins/rate-limit';
import { requestLocale, requestMessage } from '../../lib/request-locale';
import { signedInUser } from '../auth/authenticate';
import { AUTH_LIMITS } from '../auth/auth-limits';

const HOUR = 60 * 60_000;

const VERIFY_LIMITS = {
  // Each send is an email: a few an hour per account keeps the shop from filling an inbox.
  send: [
    { name: 'verify-send:ip', max: 20, windowMs: HOUR, key: (request) => clientIp(request) },
    { name: 'verify-send:account', max: 3, windowMs: HOUR, key: (request) => request.user?.id },
  ],
  // A new email in the profile mails its link: counted only when one is sent, so names and boxes save freely.
  profileEmail: [
    {
      name: 'profile-email:account',
      max: 3,
      windowMs: HOUR,
      key: (request) => ((request.body as { email?: string } | undefined)?.email ? request.user?.id : undefined),
    },
  ],
  // Tokens are 256 random bits: this only keeps guessing from costing the database anything.
  verify: [{ name: 'verify:ip', max: 30, windowMs: 15 * 60_000, key: (request) => clientIp(request) }],
} satisfies Record<string, LimitRule[]>;

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };
const profileErrors = { ...errors, 409: errorResponseSchema };
const sendErrors = { ...errors, 409: errorResponseSchema };

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
      return { success: true as const, message: requestMessage(request, 'PROFILE_FETCHED'), userData };
    },
  );

  app.patch(
    '/user/profile',
    {
      onRequest: app.authenticate,
      preHandler: app.rateLimitBy(VERIFY_LIMITS.profileEmail),
      schema: { body: updateProfileRequestSchema, response: { 200: userDataResponseSchema, ...profileErrors } },
    },
    async (request) => {
      const userData = await app.services.account.updateProfile(
        signedInUser(request).id,
        request.body,
        requestLocale(request),
      );
      return { success: true as const, message: requestMessage(request, 'PROFILE_UPDATED'), userData };
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
        message: requestMessage(request, 'PASSWORD_CHANGED'),
      };
    },
  );

  app.post(
    '/user/verify-email/send',
    {
      onRequest: app.authenticate,
      preHandler: app.rateLimitBy(VERIFY_LIMITS.send),
      schema: { response: { 200: sendVerificationResponseSchema, ...sendErrors } },
    },
    async (request) => {
      const { email } = await app.services.emailVerification.send(signedInUser(request).id, requestLocale(request));
      return {
        success: true as const,
        message: requestMessage(request, 'VERIFY_LINK_SENT', { email }),
        email,
      };
    },
  );

  /** Opened from the emailed link's page; the token alone says whose address it proves, no login needed. */
  app.post(
    '/auth/verify-email',
    {
      preHandler: app.rateLimitBy(VERIFY_LIMITS.verify),
      schema: { body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema, ...errors } },
    },
    async (request) => {
      const data = await app.services.emailVerification.verify(request.body.token);
      const message = requestMessage(
        request,
        data.confirmedOrders.length > 0 ? 'EMAIL_VERIFIED_ORDER_CONFIRMED' : 'EMAIL_VERIFIED',
      );
      return { success: true as const, message, data };
    },
  );
};
