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
