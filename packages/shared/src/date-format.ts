import { HREFLANG, type Locale } from './locale';

// A moment as a shopper reads it in the shop's two languages, always in India's time. Hindi names
// the month in Devanagari and keeps Latin digits, as Indian shops and banks write it (the ICU data
// of Node and browsers gives exactly that for hi-IN; date-format.test.ts pins it). A day alone is
// `formatDate` (dates.ts).

const dayTimes = new Map<Locale, Intl.DateTimeFormat>();

/** A moment on a day: "2 Dec, 3:30 pm" / "2 दिसंबर को 3:30 pm बजे". */
export function formatDayAndTime(date: Date, locale: Locale): string {
  let format = dayTimes.get(locale);
  if (!format) {
    const month = locale === 'hi' ? 'long' : 'short';
    format = new Intl.DateTimeFormat(HREFLANG[locale], {
      day: 'numeric',
      month,
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    dayTimes.set(locale, format);
  }
  return format.format(date);
}
