import { SHOP_TIME_ZONE } from '@shop/shared/contracts/admin-dashboard';

// How the back office shows times and ages (money is formatRupees from @shop/shared/money). Times
// are the shop's (India), whatever the owner's device says, so a day on the dashboard and a date in
// the orders list agree.

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dayMonth = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const fullDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** An ISO time as "15 Jan 2030, 10:00 am" in India time. */
export function shopDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** An ISO time's day as "15 Jan 2030" in India time. */
export function shopDate(iso: string): string {
  return date.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as "15 Jan", or "15 January 2030" with `long`. */
export function shopDay(day: string, long = false): string {
  return (long ? fullDay : dayMonth).format(new Date(`${day}T00:00:00Z`));
}

/** Hours as "3 days 4 hours", "5 hours" or "under an hour". */
export function age(hours: number): string {
  if (hours < 1) return 'under an hour';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (days === 0) return part(rest, 'hour');
  return rest === 0 ? part(days, 'day') : `${part(days, 'day')} ${part(rest, 'hour')}`;
}
