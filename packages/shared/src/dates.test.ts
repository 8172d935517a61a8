import { describe, expect, it } from 'vitest';
import { atShopTime, daysBetween, formatDate, shopDay, shopDayAndMinute } from './dates';

describe('formatDate', () => {
  it('writes the month in words in each language', () => {
    expect(formatDate('2026-12-02T06:00:00Z', 'en')).toBe('2 December 2026');
    expect(formatDate('2026-12-02T06:00:00Z', 'hi')).toBe('2 दिसंबर 2026');
  });

  it('counts the day as India does', () => {
    // 20:00 UTC on 1 December is 1:30 am on 2 December in India.
    expect(formatDate(new Date('2026-12-01T20:00:00Z'), 'en')).toBe('2 December 2026');
  });
});

describe("the shop's clock", () => {
  it("names India's day and minute, not the server's", () => {
    // 20:00 UTC on 1 December is 1:30 am on 2 December in India.
    const lateUtc = new Date('2026-12-01T20:00:00Z');
    expect(shopDay(lateUtc)).toBe('2026-12-02');
    expect(shopDayAndMinute(lateUtc)).toBe('2026-12-02 01:30');
    expect(shopDay(new Date('2026-12-01T18:29:59Z'))).toBe('2026-12-01');
  });

  it('reads a time written on India’s clock back as the same moment', () => {
    expect(atShopTime('2026-12-02', '01:30:00').toISOString()).toBe('2026-12-01T20:00:00.000Z');
    expect(shopDayAndMinute(atShopTime('2026-11-29', '10:30:00'))).toBe('2026-11-29 10:30');
  });
});

describe('daysBetween', () => {
  it('counts whole days between two days, negative backwards', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1);
  });
});
