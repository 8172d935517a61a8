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

/**
 * Counts failures only: an attempt is counted before it is judged (so attempts sent at once cannot
 * all slip under the limit) and given back when it turns out well.
 */
export type FailureCounter = {
  /** Counts one attempt; past `max` in the window nothing is counted and the wait is returned. */
  take(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  giveBack(key: string): Promise<void>;
};

/** A run of failures in a row: how many, and when the last one is booked for (ms since the epoch). */
export type StoredRun = { failures: number; lastAt: number };

/**
 * Runs of failures kept beside the counters (Redis or memory), each forgotten `windowMs` after its
 * last failure. A run is replaced only if it is still the one read, so tries racing on several
 * instances queue behind each other instead of all reading the same run.
 */
export type FailureRuns = {
  read(key: string): Promise<StoredRun | null>;
  swap(key: string, seen: StoredRun | null, next: StoredRun): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook (preValidation, or preHandler to count per signed-in user) counting each request against every rule; past any rule's limit the
     * request is refused with 429 and Retry-After. Counters live in Redis when REDIS_URL is set,
     * so several instances share them; in process memory otherwise.
     */
    rateLimitBy(rules: LimitRule[]): LimitHook;
    /** A failure counter named like a rule ('login-failures:ip'), shared through Redis like the limits. */
    failureCounter(rule: { name: string; max: number; windowMs: number }): FailureCounter;
    /** Runs of failures named like a rule ('login-failures:unknown-email'), in the same store. */
    failureRuns(rule: { name: string; windowMs: number }): FailureRuns;
    /**
     * A count per record the shop holds (a phone it sent a code to, an order, the shop itself),
     * kept apart from the counts keyed by whatever a client sends: in memory only its own window
     * ends an entry, so no flood of other keys can wash it away. Take it only for a key naming a
     * real record, once the request is valid and the address limits let it through, so only the
     * shop's own records make keys.
     */
    recordCounter(rule: { name: string; max: number; windowMs: number }): FailureCounter;
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

/** Refuses a request with 429 TOO_MANY_ATTEMPTS and a Retry-After of `seconds`. */
export function tooManyAttempts(reply: FastifyReply, seconds: number): AppError {
  reply.header('retry-after', String(seconds));
  return new AppError('TOO_MANY_ATTEMPTS', { wait: waitLabel(seconds) });
}

/** A limit a service reaches, which has no reply to hand: the error handler adds its Retry-After. */
export class LimitReached extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: 'TOO_MANY_ATTEMPTS' | 'SIGN_IN_CODES_PAUSED' = 'TOO_MANY_ATTEMPTS',
  ) {
    super(code, { wait: waitLabel(retryAfterSeconds) });
  }
}

/** Counts one try for `key`, refusing it past the counter's limit (LimitReached). */
export async function countTry(counter: FailureCounter, key: string): Promise<void> {
  const taken = await counter.take(key);
  if (!taken.allowed) throw new LimitReached(taken.retryAfterSeconds);
}

// Counts and refuses in one step, so instances sharing Redis cannot all let the same attempt through.
const TAKE_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n > tonumber(ARGV[2]) then redis.call('DECR', KEYS[1]) return -math.max(redis.call('PTTL', KEYS[1]), 1) end
return n`;
const GIVE_BACK_SCRIPT = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end`;

const SWAP_RUN_SCRIPT = `if (redis.call('GET', KEYS[1]) or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

type MemoryEntry = { n: number; resetAt: number; lastAt?: number };
type MemoryCounts = Map<string, MemoryEntry>;
/** Counts in process memory: capped (keys a client chooses) or kept until their window ends (records). */
type MemoryStore = { counts: MemoryCounts; capped: boolean; sweepAt: number };

/**
 * Entries kept in process memory at most. Every try that reaches a password check can add one (an
 * address, a device, an email without an account), so a flood of new keys within a window would
 * otherwise grow the process without bound: once full, expired entries go, then the oldest, down
 * to nine tenths, so the sweep runs at most once per tenth of new keys.
 */
export const MEMORY_ENTRIES_MAX = 100_000;

function remember(store: MemoryStore, key: string, entry: MemoryEntry, now: number): void {
  const { counts } = store;
  if (!counts.has(key) && counts.size >= store.sweepAt) {
    for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
    if (store.capped) {
      for (const k of counts.keys()) {
        if (counts.size < MEMORY_ENTRIES_MAX * 0.9) break;
        counts.delete(k);
      }
    } else {
      // Records' counts are never pushed out; expired ones are swept whenever the map has doubled.
      store.sweepAt = Math.max(MEMORY_ENTRIES_MAX, counts.size * 2);
    }
  }
  counts.set(key, entry);
}

const memoryStore = (capped: boolean): MemoryStore => ({ counts: new Map(), capped, sweepAt: MEMORY_ENTRIES_MAX });

function failureCounter(
  store: { redis: Redis } | MemoryStore,
  rule: { name: string; max: number; windowMs: number },
): FailureCounter {
  const keyOf = (key: string) => `shop-failures:${rule.name}:${key}`;
  if ('redis' in store) {
    const { redis } = store;
    return {
      async take(key) {
        // Availability over strictness, as for the limits: an unreachable Redis counts nothing.
        const result = await redis.eval(TAKE_SCRIPT, 1, keyOf(key), rule.windowMs, rule.max).catch(() => 0);
        const n = Number(result);
        return n < 0 ? { allowed: false, retryAfterSeconds: Math.ceil(-n / 1000) } : { allowed: true };
      },
      async giveBack(key) {
        await redis.eval(GIVE_BACK_SCRIPT, 1, keyOf(key)).catch(() => undefined);
      },
    };
  }
  const { counts } = store;
  return {
    async take(key) {
      const now = Date.now();
      const entry = counts.get(keyOf(key));
      const live = entry && entry.resetAt > now ? entry : { n: 0, resetAt: now + rule.windowMs };
      if (live.n >= rule.max) return { allowed: false, retryAfterSeconds: Math.ceil((live.resetAt - now) / 1000) };
      remember(store, keyOf(key), { n: live.n + 1, resetAt: live.resetAt }, now);
      return { allowed: true };
    },
    async giveBack(key) {
      const entry = counts.get(keyOf(key));
      if (entry && entry.n > 0) entry.n -= 1;
    },
  };
}

function failureRuns(store: { redis: Redis } | MemoryStore, rule: { name: string; windowMs: number }): FailureRuns {
  const keyOf = (key: string) => `shop-failures:${rule.name}:${key}`;
  // Kept `windowMs` after the run's last failure, which may be booked a few seconds ahead.
  const keepMs = (run: StoredRun) => rule.windowMs + Math.max(0, run.lastAt - Date.now());
  if ('redis' in store) {
    const { redis } = store;
    const encode = (run: StoredRun | null) => (run ? `${run.failures}:${run.lastAt}` : '');
    return {
      async read(key) {
        // Availability over strictness, as for the counters: an unreachable Redis holds no run.
        const [failures, lastAt] = ((await redis.get(keyOf(key)).catch(() => null)) ?? '').split(':').map(Number);
        return failures && lastAt ? { failures, lastAt } : null;
      },
      async swap(key, seen, next) {
        const result = await redis
          .eval(SWAP_RUN_SCRIPT, 1, keyOf(key), encode(seen), encode(next), keepMs(next))
          .catch(() => 1);
        return Number(result) === 1;
      },
    };
  }
  const { counts } = store;
  const live = (key: string, now: number) => {
    const entry = counts.get(keyOf(key));
    return entry?.lastAt !== undefined && entry.resetAt > now ? { failures: entry.n, lastAt: entry.lastAt } : null;
  };
  return {
    async read(key) {
      return live(key, Date.now());
    },
    async swap(key, seen, next) {
      const now = Date.now();
      const current = live(key, now);
      if (current?.failures !== seen?.failures || current?.lastAt !== seen?.lastAt) return false;
      // Moved to the end, so the oldest runs are the first forgotten when memory is full.
      counts.delete(keyOf(key));
      remember(store, keyOf(key), { n: next.failures, lastAt: next.lastAt, resetAt: now + keepMs(next) }, now);
      return true;
    },
  };
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
      app.readiness.add('redis', () => client.ping());
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }

    await app.register(fastifyRateLimit, {
      global: false,
      // In memory each rule keeps the plugin's 5,000 most recent keys: fine for addresses, whose
      // counts only a flood from thousands of others pushes out; a count that must never be pushed
      // out is a recordCounter.
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
      // The first rule to refuse ends the count, so a refused request makes no key in the rules after it.
      return async function limitRequest(request, reply) {
        for (const { rule, count } of counters) {
          if (rule.key(request) === undefined) continue;
          const result = await count(request);
          if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(reply, result.ttlInSeconds);
        }
      };
    });

    // One store for every counter of this app, so counters made twice for one rule count together.
    const store = redis ? { redis } : memoryStore(true);
    app.decorate('failureCounter', (rule: { name: string; max: number; windowMs: number }) =>
      failureCounter(store, rule),
    );
    app.decorate('failureRuns', (rule: { name: string; windowMs: number }) => failureRuns(store, rule));
    const records = redis ? { redis } : memoryStore(false);
    app.decorate('recordCounter', (rule: { name: string; max: number; windowMs: number }) =>
      failureCounter(records, rule),
    );
  },
  { name: 'shop-rate-limit' },
);
