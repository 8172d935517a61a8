// The one delivery rule: how long a parcel takes to a PIN code's zone (the fee is
// `shippingFeePaise` in pricing-rules). Every page that quotes a delivery date or a number of days
// reads it from here (product page, cart, checkout, confirmation, order pages, policies, emails). Couriers in India deliver
// Monday to Saturday, so a "business day" here skips Sundays only.

import type { ShippingMethod } from './constants';
import { shopDay } from './dates';

export const DELIVERY_ZONES = ['metro', 'rest_of_india', 'north_east', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

type DayRange = { min: number; max: number };

/**
 * Business days from the order to the door, by zone, for standard and express delivery. Metros
 * sit on the couriers' trunk routes; the north-east and the remote territories are reached by air
 * or long road legs, which express shortens less.
 */
export const DELIVERY_DAYS: Record<DeliveryZone, { label: string; online: DayRange; express: DayRange }> = {
  metro: { label: 'metro cities', online: { min: 3, max: 5 }, express: { min: 2, max: 3 } },
  rest_of_india: { label: 'the rest of India', online: { min: 5, max: 7 }, express: { min: 3, max: 4 } },
  north_east: { label: 'the north-east', online: { min: 7, max: 10 }, express: { min: 5, max: 7 } },
  remote: { label: 'remote areas', online: { min: 8, max: 12 }, express: { min: 6, max: 9 } },
};

/** The zone an address falls in when nothing is known about it (a PIN not yet entered). */
export const DEFAULT_DELIVERY_ZONE: DeliveryZone = 'rest_of_india';

/** Districts of the six metro cities as India Post's list names them (Delhi counts as a whole state). */
const METRO_DISTRICTS: readonly string[] = ['Mumbai', 'Kolkata', 'Chennai', 'Bangalore', 'Bengaluru', 'Hyderabad'];
const NORTH_EAST_STATES: readonly string[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
];
const REMOTE_STATES: readonly string[] = ['Andaman and Nicobar Islands', 'Lakshadweep', 'Jammu and Kashmir', 'Ladakh'];

/** Remote island territories where couriers do not collect cash; everywhere else offers COD. */
export const COD_UNAVAILABLE_STATES: readonly string[] = ['Andaman and Nicobar Islands', 'Lakshadweep'];

export function isCodAvailable(state: string): boolean {
  return !COD_UNAVAILABLE_STATES.includes(state);
}

/** The zone of a place, from the state and district (what addresses call the city) of its PIN code. */
export function deliveryZone(place: { state: string; city: string }): DeliveryZone {
  const state = place.state.trim();
  const city = place.city.trim();
  if (REMOTE_STATES.includes(state)) return 'remote';
  if (NORTH_EAST_STATES.includes(state)) return 'north_east';
  if (state === 'Delhi' || METRO_DISTRICTS.some((district) => district.toLowerCase() === city.toLowerCase())) {
    return 'metro';
  }
  return 'rest_of_india';
}

/** The date `days` business days after `from` (a calendar date; the time of day is ignored). */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0) left -= 1;
  }
  return date;
}

/** `addBusinessDays` on a day written as India keeps it (`2026-12-02`), whatever the machine's time zone. */
export function addIndiaBusinessDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const after = addBusinessDays(new Date(year, month - 1, date), days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${after.getFullYear()}-${pad(after.getMonth() + 1)}-${pad(after.getDate())}`;
}

/**
 * The first and last day (`2026-12-02`) a parcel ordered at the moment `now` should arrive, the
 * order's day being India's: what the product page's PIN check says on the server and in a browser alike.
 */
export function indiaDeliveryWindow(
  now: Date,
  zone: DeliveryZone = DEFAULT_DELIVERY_ZONE,
  courierDays?: DayRange | null,
): { earliest: string; latest: string } {
  const today = shopDay(now);
  const days = deliveryDaysFor(zone, 'online', courierDays);
  return { earliest: addIndiaBusinessDays(today, days.min), latest: addIndiaBusinessDays(today, days.max) };
}

function daysFor(zone: DeliveryZone, method: Exclude<ShippingMethod, 'store'>): DayRange {
  return DELIVERY_DAYS[zone][method];
}

/**
 * The business days a delivery takes: for standard delivery, the couriers' own quote for the PIN
 * when the shop's courier aggregator was asked (decision 0138), else the zone's rule.
 */
export function deliveryDaysFor(
  zone: DeliveryZone = DEFAULT_DELIVERY_ZONE,
  method: Exclude<ShippingMethod, 'store'> = 'online',
  courierDays?: DayRange | null,
): DayRange {
  return method === 'online' && courierDays ? courierDays : daysFor(zone, method);
}

/** The first and last day a parcel ordered on `from` should arrive. */
export function deliveryWindow(
  from: Date,
  zone: DeliveryZone = DEFAULT_DELIVERY_ZONE,
  method: Exclude<ShippingMethod, 'store'> = 'online',
  courierDays?: DayRange | null,
): { earliest: Date; latest: Date } {
  const days = deliveryDaysFor(zone, method, courierDays);
  return { earliest: addBusinessDays(from, days.min), latest: addBusinessDays(from, days.max) };
}

/** "5–7 business days": what a zone's promise reads like in a sentence. */
export function deliveryDaysText(
  zone: DeliveryZone = DEFAULT_DELIVERY_ZONE,
  method: Exclude<ShippingMethod, 'store'> = 'online',
): string {
  const days = daysFor(zone, method);
  return `${days.min}–${days.max} business days`;
}

/** How a shipping method's delivery time reads at checkout, once the zone is known. */
export function shippingMethodEta(method: ShippingMethod, zone: DeliveryZone = DEFAULT_DELIVERY_ZONE): string {
  return method === 'store' ? 'Ready in 24 hours' : deliveryDaysText(zone, method);
}
