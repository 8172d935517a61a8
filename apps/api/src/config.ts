import path from 'node:path';
import { z } from 'zod';
import { SHOP_ADDRESS, SHOP_NAME, SUPPORT_EMAIL } from '@shop/shared/constants';
import { gstStateCode, INVOICE_PREFIX_PATTERN, isValidGstin } from '@shop/shared/gst-rules';

/** A well-formed stand-in (Uttar Pradesh, check character valid): replace it with the shop's own GSTIN. */
export const PLACEHOLDER_GSTIN = '09AAAAA0000A1Z0';

// These variable names are a contract deployments rely on; see README.md.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Connections each instance may hold open to PostgreSQL (primary and replica each). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    /**
     * A session-mode address of the same database, for LISTEN (its own connection): needed when
     * DATABASE_URL goes through a transaction pooler such as PgBouncer, which cannot hold one.
     */
    DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** A read replica the catalogue snapshot and sitemap are read from; everything else stays on DATABASE_URL. */
    DATABASE_REPLICA_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Product pictures in this S3-compatible bucket instead of DATA_DIR/images. */
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    /** Unset: AWS itself; a MinIO, R2 or other S3-compatible server's address otherwise. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().trim().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Addresses buckets as `endpoint/bucket` rather than `bucket.endpoint` (MinIO and most self-hosted servers). */
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    /** Public base address of the pictures (a CDN in front of the bucket): /images/* is redirected there. */
    IMAGE_CDN_URL: z.url({ protocol: /^https?$/ }).optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    /** Unset: Razorpay when its keys are set, else the sandbox (see `paymentProvider`). */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
    /** A shop that looks live refuses the sandbox's simulated payments unless this is `true`. */
    ALLOW_SANDBOX_PAYMENTS: z.stringbool().default(false),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Razorpay's REST API; tests point it at a local stub. */
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
    RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** How parcels are booked: `manual` (the owner types the courier and AWB) or through Shiprocket. */
    SHIPPING_PROVIDER: z.enum(['manual', 'shiprocket']).default('manual'),
    /** Shiprocket's REST API; tests point it at a local stub. */
    SHIPROCKET_API_URL: z.url({ protocol: /^https?$/ }).default('https://apiv2.shiprocket.in'),
    /** The API user made in Shiprocket (Settings → API → Configure), not the owner's own login. */
    SHIPROCKET_EMAIL: z.email().optional(),
    SHIPROCKET_PASSWORD: z.string().min(1).optional(),
    /** The pickup address's name as written in Shiprocket (Settings → Pickup Addresses). */
    SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
    /** That pickup address's PIN code, which courier prices and days are asked from. */
    SHIPROCKET_PICKUP_POSTCODE: z
      .string()
      .regex(/^[1-9]\d{5}$/, 'SHIPROCKET_PICKUP_POSTCODE is a 6-digit PIN code')
      .default(SHOP_ADDRESS.pinCode),
    /** The token Shiprocket sends as `x-api-key` with every tracking webhook. */
    SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters').optional(),
    SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    /** The largest order (in paise) that may be paid in cash on delivery; 0 turns cash on delivery off. */
    COD_MAX_ORDER_PAISE: z.coerce.number().int().min(0).default(5000_00),
    /**
     * How long every cash-on-delivery order waiting for its confirmation (the links texted to the
     * account's proven phone) holds its stock; unconfirmed then, it is cancelled.
     */
    COD_CONFIRM_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
    /**
     * "Notify me" on a restocked size tells at first only as many as the new stock can serve; the
     * rest of its waiting list this many minutes later, if stock remains (decision 0150).
     */
    STOCK_ALERT_NEXT_BATCH_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    /** A shopper's cart untouched this long is reminded of, once, and again a day later (decision 0154). */
    CART_REMINDER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(360),
    /** Unconfirmed cash-on-delivery orders (and their units) one account, one delivery phone and one address may each have at a time. */
    COD_MAX_UNCONFIRMED_ORDERS: z.coerce.number().int().min(1).max(50).default(3),
    COD_MAX_UNCONFIRMED_UNITS: z.coerce.number().int().min(1).max(500).default(10),
    /** A fee (paise) added to every cash-on-delivery order; 0 charges none (decision 0140). */
    COD_FEE_PAISE: z.coerce.number().int().min(0).max(1000_00).default(0),
    /** A discount (paise) taken off every order paid online, the prepaid nudge; 0 gives none (decision 0140). */
    PREPAID_DISCOUNT_PAISE: z.coerce.number().int().min(0).max(10000_00).default(0),
    /**
     * Cash-on-delivery parcels refused at the door (orders returned to the shop) after which an
     * account or a delivery phone may only pay online; 0 never refuses (decision 0140).
     */
    COD_MAX_REFUSED_PARCELS: z.coerce.number().int().min(0).max(100).default(2),
    /** How long an unpaid online order holds its stock. */
    RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Unset: Twilio when its account SID is set, else the sandbox (kept in the outbox, shown in the admin). */
    SMS_PROVIDER: z.enum(['sandbox', 'twilio']).optional(),
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** The sending number (E.164) or Messaging Service SID (`MG…`). */
    TWILIO_FROM: z.string().min(1).optional(),
    /** Twilio's REST API; tests point it at a local stub. */
    TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    /** Unset: the WhatsApp Business Cloud API when its token is set, else the sandbox. */
    WHATSAPP_PROVIDER: z.enum(['sandbox', 'cloud']).optional(),
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
    /** The Graph API; tests point it at a local stub. */
    WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION looks like v21.0')
      .default('v21.0'),
    /** The Meta app's secret, which signs status webhooks (`X-Hub-Signature-256`). */
    WHATSAPP_APP_SECRET: z.string().min(1).optional(),
    /** The token Meta echoes when the webhook is registered (the GET handshake). */
    WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
    MESSAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** A live shop refuses to keep SMS and WhatsApp in the sandbox unless this is `true`. */
    ALLOW_SANDBOX_MESSAGES: z.stringbool().default(false),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    EMAIL_FROM: z.string().min(3).default(`${SHOP_NAME} <${SUPPORT_EMAIL}>`),
    /** The seller printed on GST invoices. */
    SELLER_LEGAL_NAME: z.string().min(1).default(SHOP_NAME),
    SELLER_ADDRESS: z
      .string()
      .min(1)
      .default(
        [...SHOP_ADDRESS.lines.slice(1), `${SHOP_ADDRESS.state} ${SHOP_ADDRESS.pinCode}`, SHOP_ADDRESS.country].join(
          ', ',
        ),
      ),
    // The shop is in Vrindavan (SHOP_ADDRESS), so it is registered in Uttar Pradesh.
    SELLER_STATE: z.string().min(1).default(SHOP_ADDRESS.state),
    SELLER_GSTIN: z
      .string()
      .refine(isValidGstin, 'SELLER_GSTIN must be a 15-character GSTIN with a valid check character')
      .default(PLACEHOLDER_GSTIN),
    INVOICE_PREFIX: z
      .string()
      .regex(INVOICE_PREFIX_PATTERN, 'INVOICE_PREFIX must be 1 to 3 capital letters or digits')
      .default('SS'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    /**
     * The load balancers/CDN in front of the shop, whose X-Forwarded-* headers are believed: addresses,
     * CIDRs or loopback/linklocal/uniquelocal, comma-separated; `none` trusts nobody. Default in
     * production: loopback,linklocal,uniquelocal (a proxy on the machine or the private network).
     */
    TRUST_PROXY: z.string().trim().min(1).optional(),
    /**
     * Wrong passwords in a row an account takes before each further try from a browser new to it
     * waits its turn (decision 38); the browser journeys raise it.
     */
    LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
    /**
     * Sign-in codes the whole shop texts in an hour (decision 120): each costs an SMS, and a
     * pumping fraud asks codes for many numbers from many addresses, past every per-phone limit.
     */
    SIGN_IN_CODES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
    // Flood limits per address (decision 40), each per minute. Only work the server has to do is
    // counted: a page answered by the anonymous page cache or a search answered from the search
    // cache costs nothing. Generous for people (many shoppers share one carrier-NAT address in
    // India), tight for floods; the bench, which loads the shop from one address, raises them.
    /** Pages rendered for one address in a minute (misses of the page cache and every signed-in page). */
    PAGE_RENDER_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Searches and search suggestions run for one address in a minute (the search page's included). */
    SEARCH_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** Catalogue API answers built for one address in a minute (answers the response cache holds are free). */
    CATALOGUE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Products each instance holds whole (answers and cards), the most recently asked for. */
    CATALOGUE_HOT_PRODUCTS: z.coerce.number().int().min(0).max(100_000).default(3_000),
    /** Where `npm run backup` and the daily backup write; default: a folder beside DATA_DIR (`<DATA_DIR>-backups`). */
    BACKUP_DIR: z.string().min(1).optional(),
    /** The hour (0–23, India time) of the running shop's daily backup; unset: no daily backup. */
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).optional(),
    /** Backups kept in BACKUP_DIR (and in the bucket); older ones are deleted after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Serves GET /metrics (Prometheus) to a scraper sending it as a bearer token; unset, there are none. */
    METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    const stateCode = gstStateCode(env.SELLER_STATE);
    if (!stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_STATE'],
        message: 'SELLER_STATE must be an Indian state or union territory',
      });
    } else if (!env.SELLER_GSTIN.startsWith(stateCode)) {
      // The GSTIN's first two digits are the state it is registered in: CGST/SGST hinge on it.
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_GSTIN'],
        message: `SELLER_GSTIN must start with ${stateCode}, the code of SELLER_STATE`,
      });
    }
    const provider = resolvePaymentProvider(env);
    if (provider === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required for Razorpay payments` });
      }
    }
    const live = hasRazorpayKeys(env) || (env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL));
    if (provider === 'sandbox' && live && !env.ALLOW_SANDBOX_PAYMENTS) {
      // The sandbox lets any signed-in customer mark their own order paid: never by accident where money is real.
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'sandbox payments (simulated, no money taken) are refused in a live shop (Razorpay keys set, or DATABASE_URL in production): use PAYMENT_PROVIDER=razorpay with its keys, or set ALLOW_SANDBOX_PAYMENTS=true for a test shop',
      });
    }
    if (env.SHIPPING_PROVIDER === 'shiprocket') {
      for (const key of ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required for Shiprocket` });
      }
    }
    const messages = resolveMessageProviders(env);
    if (messages.sms === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required for SMS by Twilio` });
      }
    }
    if (messages.whatsapp === 'cloud') {
      for (const key of ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required for WhatsApp` });
      }
    }
    const liveMessages = env.NODE_ENV === 'production' && (hasRazorpayKeys(env) || Boolean(env.DATABASE_URL));
    if (
      (messages.sms === 'sandbox' || messages.whatsapp === 'sandbox') &&
      liveMessages &&
      !env.ALLOW_SANDBOX_MESSAGES
    ) {
      // Sign-in codes and order updates would sit in the outbox and never reach a shopper.
      ctx.addIssue({
        code: 'custom',
        path: [messages.sms === 'sandbox' ? 'SMS_PROVIDER' : 'WHATSAPP_PROVIDER'],
        message:
          'sandbox messages (kept in the outbox, never sent) are refused in a live shop (production with Razorpay keys or DATABASE_URL): configure Twilio (TWILIO_*) and WhatsApp (WHATSAPP_*), or set ALLOW_SANDBOX_MESSAGES=true for a test shop',
      });
    }
    for (const key of ['DATABASE_DIRECT_URL', 'DATABASE_REPLICA_URL'] as const) {
      if (env[key] && !env.DATABASE_URL) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} needs DATABASE_URL (the primary)` });
      }
    }
    if (env.S3_BUCKET) {
      if (!env.S3_REGION) {
        ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: 'S3_REGION is required with S3_BUCKET' });
      }
      if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
        // One without the other would fall back to the SDK's own credentials and fail far from here.
        ctx.addIssue({
          code: 'custom',
          path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
          message:
            'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the SDK default credentials)',
        });
      }
    } else {
      for (const key of [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'IMAGE_CDN_URL',
      ] as const) {
        if (env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} needs S3_BUCKET` });
      }
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.PUBLIC_URL) {
      // Reset and order links in emails must reach the shop, not the machine that sent them.
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'PUBLIC_URL is required with DATABASE_URL in production (links in emails point there)',
      });
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

type Env = z.infer<typeof envSchema>;

function hasRazorpayKeys(env: Pick<Env, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET'>): boolean {
  return Boolean(env.RAZORPAY_KEY_ID || env.RAZORPAY_KEY_SECRET);
}

function resolvePaymentProvider(env: Env): 'sandbox' | 'razorpay' {
  return env.PAYMENT_PROVIDER ?? (hasRazorpayKeys(env) ? 'razorpay' : 'sandbox');
}

function resolveMessageProviders(env: Env): Config['messageProviders'] {
  return {
    sms: env.SMS_PROVIDER ?? (env.TWILIO_ACCOUNT_SID ? 'twilio' : 'sandbox'),
    whatsapp: env.WHATSAPP_PROVIDER ?? (env.WHATSAPP_TOKEN ? 'cloud' : 'sandbox'),
  };
}

/**
 * The embedded demo's own address, where `npm start` listens: `localhost` for this machine's or
 * every address (as the README says to open it, so its cookies are the links' cookies).
 */
function localUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

// PAYMENT_PROVIDER is left out: `paymentProvider` is the one that was resolved.
export type Config = Omit<Env, 'PAYMENT_PROVIDER'> & {
  /** Absolute form of DATA_DIR. */
  dataDir: string;
  /** Absolute form of BACKUP_DIR, else `<DATA_DIR>-backups`. */
  backupDir: string;
  isProduction: boolean;
  databaseKind: 'pglite' | 'postgres';
  /** PAYMENT_PROVIDER, else Razorpay when its keys are set, else the sandbox. */
  paymentProvider: 'sandbox' | 'razorpay';
  /** SMS_PROVIDER and WHATSAPP_PROVIDER as resolved: a real provider when its credentials are set. */
  messageProviders: { sms: 'sandbox' | 'twilio'; whatsapp: 'sandbox' | 'cloud' };
  /** The shop's address for links in emails, without a trailing slash: PUBLIC_URL, else HOST and PORT. */
  publicUrl: string;
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
  const { PAYMENT_PROVIDER: _named, ...env } = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    backupDir: path.resolve(env.BACKUP_DIR ?? `${path.resolve(env.DATA_DIR)}-backups`),
    isProduction: env.NODE_ENV === 'production',
    databaseKind: env.DATABASE_URL ? 'postgres' : 'pglite',
    paymentProvider: resolvePaymentProvider(parsed.data),
    messageProviders: resolveMessageProviders(parsed.data),
    publicUrl: (env.PUBLIC_URL ?? localUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
  };
}
