import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseEmail } from '@shop/shared/account-rules';
import { AppError } from '../../app-error';
import { clientIp, tooManyAttempts, type FailureCounter, type FailureRuns } from '../../plugins/rate-limit';
import { DEVICE_COOKIE, setDeviceCookie } from './auth-cookies';
import { LOGIN_FAILURE_LIMITS } from './auth-limits';
import { LoginTurnLater } from './auth-service';
import type { DeviceClaims, SessionTokens } from './session-tokens';

/**
 * Who may have a password judged, before it is. A browser holding a device cookie for the account
 * (set at a successful login or a password reset, as OWASP's "device cookies") is not held back by
 * wrong passwords sent from elsewhere, only by its own; any other try counts against its address
 * and waits for the account's turn (login-throttle.ts). Only wrong passwords are counted.
 */
export function loginGuard(app: FastifyInstance) {
  const tokens: SessionTokens = app.services.auth.tokens;
  const byAddress = app.failureCounter(LOGIN_FAILURE_LIMITS.address);
  const byDevice = app.failureCounter(LOGIN_FAILURE_LIMITS.device);
  const unknownEmails = app.failureRuns(LOGIN_FAILURE_LIMITS.unknownEmail);

  const deviceOf = (request: FastifyRequest): DeviceClaims | null => {
    const cookie = request.cookies[DEVICE_COOKIE];
    return cookie ? tokens.verifyDevice(cookie) : null;
  };

  async function counterFor(request: FastifyRequest, reply: FastifyReply, device: DeviceClaims | null, email: string) {
    if (device && tokens.deviceKnows(device, email) && (await byDevice.take(device.id)).allowed) {
      return { trusted: true, counter: byDevice, key: device.id };
    }
    const address = clientIp(request);
    const taken = await byAddress.take(address);
    if (!taken.allowed) throw tooManyAttempts(reply, taken.retryAfterSeconds);
    return { trusted: false, counter: byAddress, key: address };
  }

  return {
    /**
     * Runs `judge` with the try's trust and where emails without an account keep their runs; a
     * wrong password stays counted, anything else is given back.
     */
    async attempt<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      rawEmail: string,
      judge: (turn: { trusted: boolean; unknownEmails: FailureRuns }) => Promise<T>,
    ): Promise<T> {
      const email = normaliseEmail(rawEmail);
      const device = deviceOf(request);
      const { trusted, counter, key }: { trusted: boolean; counter: FailureCounter; key: string } = await counterFor(
        request,
        reply,
        device,
        email,
      );
      let wrongPassword = false;
      try {
        const result = await judge({ trusted, unknownEmails });
        setDeviceCookie(request, reply, tokens.signDevice(device, email));
        return result;
      } catch (error) {
        if (error instanceof LoginTurnLater) throw tooManyAttempts(reply, error.seconds);
        wrongPassword = error instanceof AppError && error.code === 'INVALID_CREDENTIALS';
        throw error;
      } finally {
        if (!wrongPassword) await counter.giveBack(key);
      }
    },

    /** After a password reset: the browser that opened the link reads the account's inbox. */
    trustDevice(request: FastifyRequest, reply: FastifyReply, email: string): void {
      setDeviceCookie(request, reply, tokens.signDevice(deviceOf(request), email));
    },
  };
}
