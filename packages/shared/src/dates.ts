import { HREFLANG, type Locale } from './locale';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day as the shop writes it in each language: `2 December 2026`, `2 दिसंबर 2026`. The day is
 * India's (an order placed at 1 am IST belongs to that day, not the previous UTC one).
 */
export function formatDate(date: Date | string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(HREFLANG[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    formats.set(locale, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

const INDIA_OFFSET_MS = 330 * 60_000;

/** The day in India (`2026-12-02`) a moment falls on, whatever the clock of the machine asking. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from one day (`2026-12-02`) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
