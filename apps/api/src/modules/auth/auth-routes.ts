import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmSignupRequestSchema,
  emailRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  userDataResponseSchema,
} from '@shop/shared/contracts/auth';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { AppError } from '../../app-error';
import { requestLocale, requestMessage } from '../../lib/request-locale';
import { signedInUser } from './authenticate';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  clearSignupCookie,
  REFRESH_COOKIE,
  setSessionCookies,
  setSignupCookie,
  SIGNUP_COOKIE,
} from './auth-cookies';
import { runAfterSignIn } from './after-sign-in';
import { AUTH_LIMITS, SIGNUP_WRONG_PASSWORDS } from './auth-limits';
import { loginGuard } from './login-guard';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  const userAgent = (headers: { 'user-agent'?: string }) => headers['user-agent'] ?? null;
  const guard = loginGuard(app);
  const signupWrongPasswords = app.failureCounter(SIGNUP_WRONG_PASSWORDS);
  // Every way in (password, confirmed sign-up, phone code) records the page's language on the account.
  app.afterSignIn.push(async (request, _reply, userId) => {
    await auth.recordLocale(userId, requestLocale(request));
    return {};
  });

  app.post(
    '/auth/signup',
    {
      preValidation: app.rateLimitBy(AUTH_LIMITS.signup),
      schema: { body: signupRequestSchema, response: { 200: signupResponseSchema, ...errors } },
    },
    async (request, reply) => {
      // The same words and cookie whether or not the email has an account: the inbox tells its owner which.
      const { demoLink, browserProof } = await auth.signup(request.body, requestLocale(request));
      setSignupCookie(request, reply, browserProof);
      return {
        success: true as const,
        message: requestMessage(request, 'SIGNUP_LINK_SENT'),
        ...(demoLink ? { demoLink } : {}),
      };
    },
  );

  app.post(
    '/auth/signup/confirm',
    {
      preValidation: app.rateLimitBy(AUTH_LIMITS.confirmSignup),
      schema: { body: confirmSignupRequestSchema, response: { 201: userDataResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const sameBrowser = auth.tokens.isSignupBrowser(request.cookies[SIGNUP_COOKIE], request.body.token);
      const { session, userData } = await auth.confirmSignup(request.body, {
        userAgent: userAgent(request.headers),
        sameBrowser,
        wrongTries: signupWrongPasswords,
      });
      if (sameBrowser) clearSignupCookie(request, reply);
      setSessionCookies(request, reply, session);
      guard.trustDevice(request, reply, userData.email);
      const notes = await runAfterSignIn(app, request, reply, userData.id);
      return reply
        .status(201)
        .send({ success: true as const, message: requestMessage(request, 'SIGNED_UP'), userData, ...notes });
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: userDataResponseSchema, ...errors } } },
    async (request, reply) => {
      const { session, userData } = await guard.attempt(request, reply, request.body.email, (turn) =>
        auth.login(request.body, { userAgent: userAgent(request.headers), ...turn }),
      );
      setSessionCookies(request, reply, session);
      const notes = await runAfterSignIn(app, request, reply, userData.id);
      return { success: true as const, message: requestMessage(request, 'LOGGED_IN'), userData, ...notes };
    },
  );

  app.get(
    '/auth/verify',
    { preHandler: app.authenticate, schema: { response: { 200: userDataResponseSchema, 401: errorResponseSchema } } },
    async (request) => {
      const userData = await auth.userData(signedInUser(request).id);
      return { success: true as const, message: requestMessage(request, 'SESSION_VERIFIED'), userData };
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      preValidation: app.rateLimitBy(AUTH_LIMITS.refresh),
      schema: { response: { 200: userDataResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      try {
        if (!token) throw new AppError('SESSION_EXPIRED');
        const { session, userData } = await auth.refresh(token, userAgent(request.headers));
        setSessionCookies(request, reply, session);
        return { success: true as const, message: requestMessage(request, 'SESSION_REFRESHED'), userData };
      } catch (error) {
        // A refresh that fails leaves nothing behind that a page could mistake for a login.
        if (error instanceof AppError) clearSessionCookies(request, reply);
        throw error;
      }
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: messageResponseSchema } } }, async (request, reply) => {
    const accessToken = request.cookies[ACCESS_COOKIE];
    const claims = accessToken ? auth.tokens.verifyAccess(accessToken) : null;
    await auth.logout({ refreshToken: request.cookies[REFRESH_COOKIE], familyId: claims?.fam });
    clearSessionCookies(request, reply);
    // Pages shown while signed in are sent no-store; this also empties the browser's cache and its
    // back/forward cache for the shop, so the back button shows none of them after logging out.
    reply.header('clear-site-data', '"cache"');
    return { success: true as const, message: requestMessage(request, 'LOGGED_OUT') };
  });

  app.post(
    '/auth/forgot-password',
    {
      preValidation: app.rateLimitBy(AUTH_LIMITS.forgotPassword),
      schema: { body: emailRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email, requestLocale(request));
      return { success: true as const, message: requestMessage(request, 'RESET_LINK_SENT') };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preValidation: app.rateLimitBy(AUTH_LIMITS.resetPassword),
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { email } = await auth.resetPassword(request.body);
      // Any login this browser had ended with the reset; its next one is not held back by strangers' guesses.
      clearSessionCookies(request, reply);
      guard.trustDevice(request, reply, email);
      return { success: true as const, message: requestMessage(request, 'PASSWORD_RESET') };
    },
  );
};
