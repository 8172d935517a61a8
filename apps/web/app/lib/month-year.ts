const MONTHS = [
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
] as const;

/**
 * "August 2026" for a date, in UTC: what `Intl.DateTimeFormat('en-IN', { month: 'long', year:
 * 'numeric', timeZone: 'UTC' })` writes, without building one as the home page starts (the first
 * date format of a page loads the browser's locale data: ~40 ms of a start-up task on a
 * throttled phone).
 */
export function monthYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
