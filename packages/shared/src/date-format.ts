import { HREFLANG, type Locale } from './locale';

// A moment as a shopper reads it in the shop's two languages, always in India's time. Hindi names
// the month in Devanagari and keeps Latin digits, as Indian shops and banks write it, and says the
// part of the day in words (सुबह, दोपहर, शाम, रात) where hi-IN's 12-hour clock would print a Latin
// "am"/"pm" (the ICU data of Node and browsers gives exactly that with `dayPeriod`;
// date-format.test.ts pins it). A day alone is `formatDate` (dates.ts).

/** The clock as each language reads it: Hindi names the part of the day instead of am/pm. */
export const CLOCK_OPTIONS: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit' },
  hi: { hour: 'numeric', minute: '2-digit', dayPeriod: 'long' },
};

const dayTimes = new Map<Locale, Intl.DateTimeFormat>();

/** A moment on a day: "2 Dec, 3:30 pm" / "2 दिसंबर को दोपहर 3:30 बजे". */
export function formatDayAndTime(date: Date, locale: Locale): string {
  let format = dayTimes.get(locale);
  if (!format) {
    const month = locale === 'hi' ? 'long' : 'short';
    format = new Intl.DateTimeFormat(HREFLANG[locale], {
      day: 'numeric',
      month,
      ...CLOCK_OPTIONS[locale],
      timeZone: 'Asia/Kolkata',
    });
    dayTimes.set(locale, format);
  }
  return format.format(date);
}
