import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret' };
const POSTGRES = { DATABASE_URL: 'postgres://shop@db:5432/shop' };
/** What a production shop on PostgreSQL needs besides its payments (its messages kept in the sandbox on purpose). */
const PRODUCTION = {
  NODE_ENV: 'production',
  ...POSTGRES,
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://shop.example',
  ALLOW_SANDBOX_MESSAGES: 'true',
};

/** The problems loadConfig lists for `env`, or [] when it starts. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('configuration', () => {
  it('defaults to port 3000, sandbox payments and the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.databaseKind).toBe('pglite');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig(POSTGRES).databaseKind).toBe('postgres');
  });

  it('fails fast listing every problem', () => {
    try {
      loadConfig({ PORT: 'eighty', PAYMENT_PROVIDER: 'razorpay', ADMIN_EMAIL: 'not-an-email' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('ADMIN_EMAIL');
    }
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID is required/);
  });
});

describe('the payment provider', () => {
  it('is Razorpay when its keys are set and no provider is named', () => {
    expect(loadConfig(KEYS).paymentProvider).toBe('razorpay');
    expect(loadConfig({ ...PRODUCTION, ...KEYS }).paymentProvider).toBe('razorpay');
  });

  it('asks for the other key when only one Razorpay key is set', () => {
    expect(problems({ RAZORPAY_KEY_ID: 'rzp_live_abc' })).toEqual([
      'RAZORPAY_KEY_SECRET: RAZORPAY_KEY_SECRET is required for Razorpay payments',
    ]);
  });

  it('refuses the sandbox where Razorpay keys are set, unless test payments are allowed', () => {
    const refused = problems({ ...KEYS, PAYMENT_PROVIDER: 'sandbox' });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^PAYMENT_PROVIDER: sandbox payments .* refused in a live shop/);
    expect(refused[0]).toContain('ALLOW_SANDBOX_PAYMENTS=true');
    const allowed = loadConfig({ ...KEYS, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(allowed.paymentProvider).toBe('sandbox');
  });

  it('refuses the sandbox on PostgreSQL in production, unless test payments are allowed', () => {
    expect(problems(PRODUCTION).join('\n')).toMatch(/PAYMENT_PROVIDER: sandbox payments .* refused in a live shop/);
    expect(problems({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toHaveLength(1);
    expect(problems({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'false' })).toHaveLength(1);
    expect(loadConfig({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'true' }).paymentProvider).toBe('sandbox');
    expect(problems({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'maybe' }).join('\n')).toContain('ALLOW_SANDBOX_PAYMENTS');
  });

  it('keeps the sandbox for the demo of npm start and for development on PostgreSQL', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development', ...POSTGRES }).paymentProvider).toBe('sandbox');
  });
});

describe('the public URL', () => {
  it('is required with DATABASE_URL in production', () => {
    const { PUBLIC_URL: _omitted, ...withoutUrl } = PRODUCTION;
    expect(problems({ ...withoutUrl, ...KEYS })).toEqual([
      'PUBLIC_URL: PUBLIC_URL is required with DATABASE_URL in production (links in emails point there)',
    ]);
  });

  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(loadConfig({ ...PRODUCTION, ...KEYS, PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe(
      'https://shop.example',
    );
  });

  it("is the demo's own address, from HOST and PORT, when not set", () => {
    expect(loadConfig({ NODE_ENV: 'production' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: 'fd00::5' }).publicUrl).toBe('http://[fd00::5]:3000');
    expect(loadConfig({ HOST: '192.168.1.20' }).publicUrl).toBe('http://192.168.1.20:3000');
    expect(loadConfig({ HOST: 'shop.local' }).publicUrl).toBe('http://shop.local:3000');
  });
});

describe('message providers', () => {
  const TWILIO = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
  const WHATSAPP = { WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '1098765' };

  it('are the sandbox for the demo, and the real providers once their credentials are set', () => {
    expect(loadConfig({}).messageProviders).toEqual({ sms: 'sandbox', whatsapp: 'sandbox' });
    expect(loadConfig({ ...TWILIO, ...WHATSAPP }).messageProviders).toEqual({ sms: 'twilio', whatsapp: 'cloud' });
    expect(problems({ SMS_PROVIDER: 'twilio' }).join('\n')).toContain('TWILIO_AUTH_TOKEN is required');
    expect(problems({ WHATSAPP_TOKEN: 'EAAG' }).join('\n')).toContain('WHATSAPP_PHONE_NUMBER_ID is required');
  });

  it('refuse the sandbox in a live shop unless sandbox messages are allowed', () => {
    const live = { ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_SANDBOX_MESSAGES: 'false' };
    expect(problems(live).join('\n')).toContain('ALLOW_SANDBOX_MESSAGES=true');
    expect(problems({ ...live, ...TWILIO })).toHaveLength(1);
    expect(problems({ ...live, ...TWILIO, ...WHATSAPP })).toEqual([]);
    expect(problems({ ...live, ALLOW_SANDBOX_MESSAGES: 'true' })).toEqual([]);
  });
});
