import { describe, expect, it } from 'vitest';
import { DISPATCH_HOURS, DISPATCH_PROMISE } from './constants';
import {
  addBusinessDays,
  deliveryDaysFor,
  deliveryDaysText,
  deliveryWindow,
  deliveryZone,
  isCodAvailable,
} from './delivery-estimate';

const day = (iso: string) => new Date(`${iso}T10:30:00`);
const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('delivery estimate', () => {
  it('counts Monday to Saturday as business days and skips Sundays', () => {
    // Monday 23 Nov 2026 + 5 business days = Saturday 28 Nov; + 7 = Tuesday 1 Dec (Sunday 29 skipped).
    expect(ymd(addBusinessDays(day('2026-11-23'), 5))).toBe('2026-11-28');
    expect(ymd(addBusinessDays(day('2026-11-23'), 7))).toBe('2026-12-01');
  });

  it('starts counting from the next day when ordered on a Sunday', () => {
    expect(ymd(addBusinessDays(day('2026-11-22'), 1))).toBe('2026-11-23');
  });

  it('promises 5 to 7 business days from today when the zone is not known yet', () => {
    const { earliest, latest } = deliveryWindow(day('2026-11-25'));
    expect(ymd(earliest)).toBe('2026-12-01');
    expect(ymd(latest)).toBe('2026-12-03');
  });

  it('sends parcels to metros faster than to Guwahati or the islands', () => {
    const delhi = deliveryWindow(day('2026-11-25'), deliveryZone({ state: 'Delhi', city: 'Central Delhi' }));
    const guwahati = deliveryWindow(day('2026-11-25'), deliveryZone({ state: 'Assam', city: 'Kamrup' }));
    expect(ymd(delhi.earliest)).toBe('2026-11-28');
    expect(ymd(delhi.latest)).toBe('2026-12-01');
    expect(ymd(guwahati.earliest)).toBe('2026-12-03');
    expect(ymd(guwahati.latest)).toBe('2026-12-07');
  });

  it('puts every PIN code in one of four zones by its state and district', () => {
    expect(deliveryZone({ state: 'Maharashtra', city: 'Mumbai' })).toBe('metro');
    expect(deliveryZone({ state: 'Karnataka', city: 'Bangalore' })).toBe('metro');
    expect(deliveryZone({ state: 'Uttar Pradesh', city: 'Mathura' })).toBe('rest_of_india');
    expect(deliveryZone({ state: 'Meghalaya', city: 'East Khasi Hills' })).toBe('north_east');
    expect(deliveryZone({ state: 'Andaman and Nicobar Islands', city: 'South Andaman' })).toBe('remote');
    expect(deliveryZone({ state: 'Jammu and Kashmir', city: 'Leh' })).toBe('remote');
  });

  it('says the days of a zone and method in words', () => {
    expect(deliveryDaysText()).toBe('5–7 business days');
    expect(deliveryDaysText('metro', 'express')).toBe('2–3 business days');
  });

  it('quotes the couriers’ own days for standard delivery when they were asked, else the zone’s', () => {
    const couriers = { min: 2, max: 4 };
    expect(deliveryDaysFor('remote', 'online', couriers)).toEqual(couriers);
    expect(deliveryDaysFor('remote', 'online', null)).toEqual({ min: 8, max: 12 });
    expect(deliveryDaysFor('metro', 'express', couriers)).toEqual({ min: 2, max: 3 });
    const { earliest, latest } = deliveryWindow(day('2026-11-23'), 'remote', 'online', couriers);
    expect([ymd(earliest), ymd(latest)]).toEqual(['2026-11-25', '2026-11-27']);
  });

  it('offers cash on delivery everywhere except the island territories', () => {
    expect(isCodAvailable('Uttar Pradesh')).toBe(true);
    expect(isCodAvailable('Andaman and Nicobar Islands')).toBe(false);
    expect(isCodAvailable('Lakshadweep')).toBe(false);
  });
});

describe('the dispatch promise', () => {
  it('names the same hours in words as DISPATCH_HOURS holds', () => {
    expect(DISPATCH_PROMISE).toBe(`${DISPATCH_HOURS.min}-${DISPATCH_HOURS.max} hours`);
  });
});
