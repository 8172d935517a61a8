import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PLACEHOLDER_GSTIN } from '../../config';
import { invoiceSettingsFromConfig } from './invoice-service';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the seller on invoices', () => {
  it('defaults to the shop in Vrindavan, Uttar Pradesh, with a placeholder GSTIN and the SS prefix', () => {
    expect(invoiceSettingsFromConfig(loadConfig({ NODE_ENV: 'test' }))).toMatchObject({
      legalName: 'Shringar Shop',
      state: 'Uttar Pradesh',
      gstin: PLACEHOLDER_GSTIN,
      invoicePrefix: 'SS',
    });
  });

  it('takes a real seller from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SELLER_LEGAL_NAME: 'Shringar Handicrafts LLP',
      SELLER_ADDRESS: 'Plot 4, Sector 2, Noida',
      SELLER_STATE: 'Maharashtra',
      SELLER_GSTIN: '27AAPFU0939F1ZV',
      INVOICE_PREFIX: 'SHR',
    });
    expect(invoiceSettingsFromConfig(config)).toEqual({
      legalName: 'Shringar Handicrafts LLP',
      address: 'Plot 4, Sector 2, Noida',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
      invoicePrefix: 'SHR',
    });
  });

  it('refuses a mistyped GSTIN, a GSTIN of another state, an unknown state and a long prefix', () => {
    expect(problems({ SELLER_GSTIN: '09AAAAA0000A1Z5' })).toEqual([
      'SELLER_GSTIN: SELLER_GSTIN must be a 15-character GSTIN with a valid check character',
    ]);
    expect(problems({ SELLER_GSTIN: '27AAPFU0939F1ZV' })).toEqual([
      'SELLER_GSTIN: SELLER_GSTIN must start with 09, the code of SELLER_STATE',
    ]);
    expect(problems({ SELLER_STATE: 'Atlantis' })).toEqual([
      'SELLER_STATE: SELLER_STATE must be an Indian state or union territory',
    ]);
    expect(problems({ INVOICE_PREFIX: 'SHOP' })).toEqual([
      'INVOICE_PREFIX: INVOICE_PREFIX must be 1 to 3 capital letters or digits',
    ]);
  });
});
