import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { messageResponseSchema, userDataResponseSchema } from '@shop/shared/contracts/auth';
import {
  formatIndianMobile,
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

const byIp = (request: FastifyRequest) => clientIp(request);

// Loose per address, since a mobile carrier puts thousands of shoppers behind one (decision 0045).
export const OTP_LIMITS = {
  request: [{ name: 'otp-request:ip', max: 100, windowMs: 60 * MINUTE, key: byIp }],
  verify: [{ name: 'otp-verify:ip', max: 300, windowMs: 15 * MINUTE, key: byIp }],
} satisfies Record<string, LimitRule[]>;

// Strict per phone (each code costs the shop an SMS, and a phone's owner should not be flooded),
// and a ceiling for the whole shop; counted by the service per record, so nothing washes them away
// (decision 0120).
export const OTP_RECORD_LIMITS = {
  codesPerPhone: { name: 'otp-request:phone', max: 5, windowMs: 60 * MINUTE },
  triesPerPhone: { name: 'otp-verify:phone', max: 15, windowMs: 60 * MINUTE },
  codesPerShop: (max: number) => ({ name: 'otp-request:shop', max, windowMs: 60 * MINUTE }),
};

/**
 * The phone-code service with the shop's counts (decision 0120). Every user of codes (these
 * routes, checkout's proof of a delivery phone) takes it from here: counters made for one rule
 * count together, so a wrong code costs the phone's tries wherever it was typed.
 */
export function limitedOtpService(app: FastifyInstance) {
  let warnedUntil = 0;
  return otpService({
    db: app.database.db,
    hash: app.services.auth.tokens.hash,
    sendSoon: () => app.outbox.sendSoon(),
    limits: {
      codesPerPhone: app.recordCounter(OTP_RECORD_LIMITS.codesPerPhone),
      triesPerPhone: app.recordCounter(OTP_RECORD_LIMITS.triesPerPhone),
      codesPerShop: app.recordCounter(OTP_RECORD_LIMITS.codesPerShop(app.config.SIGN_IN_CODES_PER_HOUR)),
    },
    // Once per pause, not once per refused shopper: the owner needs to hear it, not read a flood.
    onCeiling(retryAfterSeconds) {
      if (Date.now() < warnedUntil) return;
      warnedUntil = Date.now() + retryAfterSeconds * 1000;
      app.log.warn(
        { ceiling: app.config.SIGN_IN_CODES_PER_HOUR, retryAfterSeconds },
        'sign-in codes paused: the shop sent SIGN_IN_CODES_PER_HOUR codes this hour',
      );
    },
  });
}

/** Signing in with a phone and a one-time code, and adding a proven phone to an account. */
export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  const otp = limitedOtpService(app);

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
