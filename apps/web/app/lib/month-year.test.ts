import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthYear } from './month-year';

describe('monthYear', () => {
  it('names the month and year in UTC', () => {
    expect(monthYear(new Date('2026-08-12T00:00:00Z'))).toBe('August 2026');
    expect(monthYear(new Date('2026-12-31T23:59:59Z'))).toBe('December 2026');
  });

  for (const [locale, tag] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    it(`writes every date as the ${tag} month-and-year format does`, () => {
      const intl = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      fc.assert(
        fc.property(
          fc.date({ min: new Date('1970-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
          (date) => monthYear(date, locale) === intl.format(date),
        ),
        { numRuns: 2000 },
      );
    });
  }
});
