import { formatRupees } from '@shop/shared/money';
import { describe, expect, it } from 'vitest';
import { age, shopDate, shopDateTime, shopDay } from './admin-format';

describe('back-office formats', () => {
  it('shows ages in days and hours', () => {
    expect(age(0)).toBe('under an hour');
    expect(age(1)).toBe('1 hour');
    expect(age(5)).toBe('5 hours');
    expect(age(24)).toBe('1 day');
    expect(age(50)).toBe('2 days 2 hours');
  });

  it('shows times in India time whatever the device zone', () => {
    expect(shopDateTime('2030-01-14T18:40:00.000Z')).toMatch(/15 Jan 2030/);
    expect(shopDate('2030-01-14T18:40:00.000Z')).toBe('15 Jan 2030');
    expect(shopDay('2030-01-15')).toBe('15 Jan');
    expect(shopDay('2030-01-15', true)).toBe('15 January 2030');
  });

  it('shows rupee amounts with Indian grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(1049.5)).toBe('₹1,049.50');
  });
});
