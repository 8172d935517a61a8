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

/** India is five and a half hours ahead of UTC, all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The shop's wall clock of a moment, `2026-11-29T10:30:00.000`: India's, whatever the server's zone. */
const shopClock = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 23);

/** The shop's day of a moment, `2026-11-29`: a day's boundaries are India's midnights. */
export const shopDay = (at: Date): string => shopClock(at).slice(0, 10);

/** The shop's date and minute of a moment, `2026-11-29 10:30`, as Indian couriers write them. */
export const shopDayAndMinute = (at: Date): string => shopClock(at).slice(0, 16).replace('T', ' ');

/** The moment a date and time on India's clock names: `atShopTime('2026-11-29', '10:30:00')`. */
export const atShopTime = (day: string, time: string): Date => new Date(`${day}T${time}+05:30`);

/** Whole days from one day (`2026-12-02`) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
