import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../app-error';

export type LimitRule = {
  /** Names the counter, e.g. 'login:ip'; rules with different names never share a count. */
  name: string;
  max: number;
  windowMs: number;
  /** Whose attempts are counted; undefined skips the rule for this request. */
  key: (request: FastifyRequest) => string | undefined;
};

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook (preValidation, or preHandler to count per signed-in user) counting each request against every rule; past any rule's limit the
     * request is refused with 429 and Retry-After. Counters live in Redis when REDIS_URL is set,
     * so several instances share them; in process memory otherwise.
     */
    rateLimitBy(rules: LimitRule[]): LimitHook;
  }
}

/** The client's address, with IPv6 reduced to its /64 (one household or phone holds a whole /64). */
export function clientIp(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/** How long to wait, as the TOO_MANY_ATTEMPTS message says it. */
export function waitLabel(seconds: number): string {
  if (seconds <= 60) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const rateLimitPlugin = fp(
  async function rateLimit(app: FastifyInstance) {
    let redis: Redis | undefined;
    if (app.config.REDIS_URL) {
      // No offline queue: while Redis is unreachable a count fails at once (and is skipped, below)
      // instead of holding every login until Redis returns.
      redis = new Redis(app.config.REDIS_URL, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
      });
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit redis error'));
      const client = redis;
      // Not events.once: that rejects on the first 'error', and an unreachable Redis is not fatal.
      const ready = new Promise<true>((resolve) => client.once('ready', () => resolve(true)));
      const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 3000).unref());
      if (!(await Promise.race([ready, timeout]))) {
        app.log.warn('rate-limit redis not reachable yet: limits are skipped until it is');
      }
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }

    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'shop-rate-limit:' } : {}),
      // Availability over strictness: a Redis outage must not stop people logging in.
      skipOnError: true,
    });

    app.decorate('rateLimitBy', (rules: LimitRule[]): LimitHook => {
      const counters = rules.map((rule) => ({
        rule,
        count: app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
        }),
      }));
      return async function limitRequest(request, reply) {
        let waitSeconds = 0;
        for (const { rule, count } of counters) {
          if (rule.key(request) === undefined) continue;
          const result = await count(request);
          if (!result.isAllowed && result.isExceeded) waitSeconds = Math.max(waitSeconds, result.ttlInSeconds);
        }
        if (waitSeconds > 0) {
          reply.header('retry-after', String(waitSeconds));
          throw new AppError('TOO_MANY_ATTEMPTS', { wait: waitLabel(waitSeconds) });
        }
      };
    });
  },
  { name: 'shop-rate-limit' },
);
