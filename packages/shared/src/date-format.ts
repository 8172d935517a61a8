import type { Locale } from './locale';

// Dates as a shopper reads them in the shop's two languages, always in India's time. Hindi names
// the month in Devanagari and keeps Latin digits, as Indian shops and banks write it (the ICU data
// of Node and browsers gives exactly that for hi-IN; date-format.test.ts pins it).

const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
const longDates = new Map<Locale, Intl.DateTimeFormat>();
const dayTimes = new Map<Locale, Intl.DateTimeFormat>();

function formatter(cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'Asia/Kolkata' });
    cache.set(locale, format);
  }
  return format;
}

/** "2 December 2026" / "2 दिसंबर 2026". */
export function formatLongDate(date: Date, locale: Locale): string {
  return formatter(longDates, locale, { dateStyle: 'long' }).format(date);
}

/** A moment on a day: "2 Dec, 3:30 pm" / "2 दिसंबर को 3:30 pm बजे". */
export function formatDayAndTime(date: Date, locale: Locale): string {
  const month = locale === 'hi' ? 'long' : 'short';
  return formatter(dayTimes, locale, { day: 'numeric', month, hour: 'numeric', minute: '2-digit' }).format(date);
}
