import { describe, expect, it } from 'vitest';
import { formatDayAndTime } from './date-format';
import { formatDate } from './dates';

// 2 December 2026, 3:30 pm in India.
const moment = new Date('2026-12-02T10:00:00Z');

describe('dates in both languages', () => {
  it('names the month in Devanagari with Latin digits in Hindi', () => {
    expect(formatDate(moment, 'hi')).toBe('2 दिसंबर 2026');
    expect(formatDayAndTime(moment, 'hi')).toBe('2 दिसंबर को दोपहर 3:30 बजे');
  });

  it('says the part of the day in Hindi words rather than am or pm', () => {
    expect(formatDayAndTime(new Date('2026-12-01T20:54:00Z'), 'hi')).toBe('2 दिसंबर को रात 2:24 बजे');
    expect(formatDayAndTime(new Date('2026-12-02T03:00:00Z'), 'hi')).toBe('2 दिसंबर को सुबह 8:30 बजे');
    expect(formatDayAndTime(new Date('2026-12-02T13:30:00Z'), 'hi')).toBe('2 दिसंबर को शाम 7:00 बजे');
  });

  it('keeps the English dates as they were', () => {
    expect(formatDate(moment, 'en')).toBe('2 December 2026');
    expect(formatDayAndTime(moment, 'en')).toBe('2 Dec, 3:30 pm');
  });

  it("counts the day in India's time", () => {
    expect(formatDate(new Date('2026-12-01T19:00:00Z'), 'hi')).toBe('2 दिसंबर 2026');
  });
});
