import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 3000, sandbox payments and the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.databaseKind).toBe('pglite');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop' }).databaseKind).toBe('postgres');
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
