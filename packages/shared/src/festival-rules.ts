// "Arrives before Janmashtami?": the next festival on the shop's calendar, judged against the same
// delivery estimate the PIN check gives (decision 0155). Days are India's (`2026-12-02`); a parcel
// counts as in time when its last estimated day is before the festival's day.

import { daysBetween, shopDay } from './dates';
import { addIndiaBusinessDays } from './delivery-estimate';

/** How far ahead a festival is worth asking about: beyond it the question is noise. */
export const FESTIVAL_HORIZON_DAYS = 45;

/** Within this many days of the last day to order, the answer names that day instead of the arrival. */
export const ORDER_BY_NOTICE_DAYS = 7;

export type CalendarFestival = { name: string; nameHi: string; date: string };

export type FestivalVerdict = 'arrives' | 'order_by' | 'too_late';

export type FestivalAnswer = {
  festival: CalendarFestival;
  verdict: FestivalVerdict;
  /** The last day of the delivery estimate for an order placed today. */
  arrivesBy: string;
  /** The last day an order still arrives before the festival (null: no day left). */
  orderBy: string | null;
};

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The first festival after today and within the horizon (festivals the owner hides are left out before). */
export function nextFestival(today: string, festivals: readonly CalendarFestival[]): CalendarFestival | null {
  const ahead = festivals
    .filter((festival) => festival.date > today && daysBetween(today, festival.date) <= FESTIVAL_HORIZON_DAYS)
    .sort((a, b) => a.date.localeCompare(b.date));
  return ahead[0] ?? null;
}

/**
 * Whether an order placed `now` arrives before the next festival, given the most business days
 * the delivery estimate allows (`maxDays`, null when it is unknown). Null when there is nothing
 * true to say: no festival within the horizon, or no estimate.
 */
export function festivalAnswer(
  now: Date,
  festivals: readonly CalendarFestival[],
  maxDays: number | null,
): FestivalAnswer | null {
  if (maxDays === null || maxDays < 0) return null;
  const today = shopDay(now);
  const festival = nextFestival(today, festivals);
  if (!festival) return null;
  const arrivesBy = addIndiaBusinessDays(today, maxDays);
  if (arrivesBy >= festival.date) return { festival, verdict: 'too_late', arrivesBy, orderBy: null };
  // Ordering later never arrives sooner, so the last good day is found walking back from the eve.
  let orderBy = previousDay(festival.date);
  while (addIndiaBusinessDays(orderBy, maxDays) >= festival.date) orderBy = previousDay(orderBy);
  const verdict = daysBetween(today, orderBy) < ORDER_BY_NOTICE_DAYS ? 'order_by' : 'arrives';
  return { festival, verdict, arrivesBy, orderBy };
}
