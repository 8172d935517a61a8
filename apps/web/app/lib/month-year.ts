import type { Locale } from '@shop/shared/locale';

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/**
 * "August 2026" (or "अगस्त 2026") for a date, in UTC: what `Intl.DateTimeFormat('en-IN' or
 * 'hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' })` writes, without building one as
 * the home page starts (the first date format of a page loads the browser's locale data: ~40 ms of
 * a start-up task on a throttled phone).
 */
export function monthYear(date: Date, locale: Locale = 'en'): string {
  return `${MONTHS[locale][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
