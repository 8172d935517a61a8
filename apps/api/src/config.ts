import path from 'node:path';
import { z } from 'zod';

// These variable names are a contract deployments rely on; see README.md.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Razorpay's REST API; tests point it at a local stub. */
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
    RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** The largest order (in paise) that may be paid in cash on delivery; 0 turns cash on delivery off. */
    COD_MAX_ORDER_PAISE: z.coerce.number().int().min(0).default(5000_00),
    /** How long an unpaid online order holds its stock. */
    RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENT_PROVIDER=razorpay` });
      }
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET && env.DATABASE_URL) {
      // Several instances must sign sessions with one secret; a per-machine secret would log people out.
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required with DATABASE_URL in production',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  /** Absolute form of DATA_DIR. */
  dataDir: string;
  isProduction: boolean;
  databaseKind: 'pglite' | 'postgres';
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start-up and fails fast with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    isProduction: env.NODE_ENV === 'production',
    databaseKind: env.DATABASE_URL ? 'postgres' : 'pglite',
  };
}
