import { describe, expect, it } from 'vitest';
import { formatDate, indiaDay } from './dates';

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

describe('indiaDay', () => {
  it('is the day in India, not in UTC', () => {
    expect(indiaDay(new Date('2026-12-01T18:29:00Z'))).toBe('2026-12-01');
    expect(indiaDay(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
  });
});
