import { describe, expect, it } from 'vitest';
import { containsPattern } from '../shared/search-pattern';
import { phoneDigits } from './admin-customer-repository';
import { neutraliseFormula, restoreNeutralised } from '../shared/spreadsheet-cell';
import { newsletterCsv } from './newsletter-csv';

describe('the newsletter CSV', () => {
  it('puts a quote before a cell a spreadsheet would run as a formula', () => {
    for (const value of ['=1+2@x.in', '+91@x.in', '-2@x.in', '@x.in', '\tx@x.in', '\rx@x.in']) {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    }
    expect(neutraliseFormula('radha@example.in')).toBe('radha@example.in');
  });

  it('gives back the value a neutralised cell held, and leaves other quotes alone', () => {
    for (const value of ['=1+2', '+91', '-2', '@x', "'quoted", 'plain']) {
      expect(restoreNeutralised(neutraliseFormula(value))).toBe(value);
    }
  });

  it('writes a header, shop times and quotes values with commas', () => {
    const csv = newsletterCsv([
      {
        id: '1',
        email: '"a,b"@example.in',
        subscribedAt: '2026-11-22T10:00:00.000Z',
        unsubscribedAt: '2026-11-23T18:45:00.000Z',
        status: 'unsubscribed',
      },
    ]);
    expect(csv.replace(/^\uFEFF/, '').split('\n')).toEqual([
      'Email,Subscribed at (IST),Status,Unsubscribed at (IST)',
      '"""a,b""@example.in",2026-11-22 15:30,unsubscribed,2026-11-24 00:15',
      '',
    ]);
  });
});

describe('customer search text', () => {
  it('reads phone numbers the way people write them', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneDigits('098765-43210')).toBe('9876543210');
    expect(phoneDigits('(98765)')).toBe('98765');
    expect(phoneDigits('987')).toBeNull();
    expect(phoneDigits('radha')).toBeNull();
  });

  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
