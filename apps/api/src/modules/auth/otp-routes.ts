import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { messageResponseSchema, userDataResponseSchema } from '@shop/shared/contracts/auth';
import {
  formatIndianMobile,
  normaliseIndianMobile,
  otpRequestResponseSchema,
  otpRequestSchema,
  otpVerifySchema,
} from '@shop/shared/contracts/messages';
import { requestLocale, requestMessage } from '../../lib/request-locale';
import { clientIp, type LimitRule } from '../../plugins/rate-limit';
import { signedInUser } from './authenticate';
import { setSessionCookies } from './auth-cookies';
import { runAfterSignIn } from './after-sign-in';
import { otpService } from './otp-service';

const MINUTE = 60_000;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** The phone a request names, normalised, so `098765 43210` and `+91 98765 43210` share one count. */
const byPhone = (request: FastifyRequest) => {
  const phone = (request.body as { phone?: unknown } | undefined)?.phone;
  return typeof phone === 'string' ? (normaliseIndianMobile(phone) ?? undefined) : undefined;
};
const byIp = (request: FastifyRequest) => clientIp(request);

// Strict per phone (each code costs the shop an SMS, and a phone's owner should not be flooded);
// loose per address, since a mobile carrier puts thousands of shoppers behind one (decision 0045).
export const OTP_LIMITS = {
  request: [
    { name: 'otp-request:phone', max: 5, windowMs: 60 * MINUTE, key: byPhone },
    { name: 'otp-request:ip', max: 100, windowMs: 60 * MINUTE, key: byIp },
  ],
  verify: [
    { name: 'otp-verify:phone', max: 15, windowMs: 60 * MINUTE, key: byPhone },
    { name: 'otp-verify:ip', max: 300, windowMs: 15 * MINUTE, key: byIp },
  ],
} satisfies Record<string, LimitRule[]>;

/** Signing in with a phone and a one-time code, and adding a proven phone to an account. */
export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  const otp = otpService({ db: app.database.db, hash: auth.tokens.hash, sendSoon: () => app.outbox.sendSoon() });

  app.post(
    '/auth/otp/request',
    {
      preValidation: app.rateLimitBy(OTP_LIMITS.request),
      schema: { body: otpRequestSchema, response: { 200: otpRequestResponseSchema, ...errors } },
    },
    async (request) => {
      const { phone, channel } = request.body;
      const { resendAfterSeconds } = await otp.request(phone, channel, requestLocale(request));
      return {
        success: true as const,
        message: requestMessage(request, 'OTP_SENT'),
        phone: formatIndianMobile(phone),
        resendAfterSeconds,
      };
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      preValidation: app.rateLimitBy(OTP_LIMITS.verify),
      schema: { body: otpVerifySchema, response: { 200: userDataResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const userId = await otp.signIn(request.body.phone, request.body.code);
      const { session, userData } = await auth.startSession(userId, request.headers['user-agent'] ?? null);
      setSessionCookies(request, reply, session);
      const notes = await runAfterSignIn(app, request, reply, userId);
      return { success: true as const, message: requestMessage(request, 'LOGGED_IN'), userData, ...notes };
    },
  );

  app.post(
    '/account/phone',
    {
      preHandler: app.authenticate,
      preValidation: app.rateLimitBy(OTP_LIMITS.verify),
      schema: { body: otpVerifySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await otp.addPhone(signedInUser(request).id, request.body.phone, request.body.code);
      return { success: true as const, message: requestMessage(request, 'PHONE_VERIFIED') };
    },
  );
};
