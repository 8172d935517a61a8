import { describe, expect, it } from 'vitest';
import { addIndiaBusinessDays, indiaDeliveryWindow } from './delivery-estimate';
import { festivalAnswer, nextFestival } from './festival-rules';

const janmashtami = { name: 'Janmashtami', nameHi: 'जन्माष्टमी', date: '2027-08-25' };
const radhashtami = { name: 'Radhashtami', nameHi: 'राधाष्टमी', date: '2027-09-08' };
const calendar = [radhashtami, janmashtami];

describe('festivalAnswer', () => {
  it('says yes with the last estimated day when the festival is weeks away', () => {
    // Sunday 1 August 2027: five business days end on Friday 6 August.
    expect(festivalAnswer(new Date('2027-08-01T06:00:00Z'), calendar, 5)).toEqual({
      festival: janmashtami,
      verdict: 'arrives',
      arrivesBy: '2027-08-06',
      orderBy: '2027-08-18',
    });
  });

  it('names the last day to order once it is within a week, counting the day as India does', () => {
    // 20:00 UTC on 10 August is 1:30 am on Wednesday 11 August in India.
    expect(festivalAnswer(new Date('2027-08-10T20:00:00Z'), calendar, 7)).toEqual({
      festival: janmashtami,
      verdict: 'order_by',
      arrivesBy: '2027-08-19',
      orderBy: '2027-08-16',
    });
  });

  it('tells the shopper it is too late when the estimate reaches the festival day', () => {
    expect(festivalAnswer(new Date('2027-08-20T06:00:00Z'), calendar, 7)).toEqual({
      festival: janmashtami,
      verdict: 'too_late',
      arrivesBy: '2027-08-28',
      orderBy: null,
    });
  });

  it('says nothing when the estimate is unknown or no festival is within 45 days', () => {
    expect(festivalAnswer(new Date('2027-08-01T06:00:00Z'), calendar, null)).toBeNull();
    expect(festivalAnswer(new Date('2027-07-01T06:00:00Z'), calendar, 5)).toBeNull();
    expect(festivalAnswer(new Date('2027-08-01T06:00:00Z'), [], 5)).toBeNull();
  });
});

describe('nextFestival', () => {
  it('asks about the next festival, not one celebrated today', () => {
    expect(nextFestival('2027-08-25', calendar)).toEqual(radhashtami);
    expect(nextFestival('2027-08-24', calendar)).toEqual(janmashtami);
  });
});

describe('addIndiaBusinessDays', () => {
  it('skips Sundays, as couriers do', () => {
    // Saturday 14 August 2027: the next business day is Monday.
    expect(addIndiaBusinessDays('2027-08-14', 1)).toBe('2027-08-16');
    expect(addIndiaBusinessDays('2027-08-14', 0)).toBe('2027-08-14');
  });
});

describe('indiaDeliveryWindow', () => {
  it('counts from the order’s day in India', () => {
    // 1:30 am on Wednesday 11 August 2027 in India, still the 10th in UTC; Mathura's zone takes 5 to 7 days.
    expect(indiaDeliveryWindow(new Date('2027-08-10T20:00:00Z'), 'rest_of_india')).toEqual({
      earliest: '2027-08-17',
      latest: '2027-08-19',
    });
    expect(indiaDeliveryWindow(new Date('2027-08-10T20:00:00Z'), 'rest_of_india', { min: 2, max: 3 })).toEqual({
      earliest: '2027-08-13',
      latest: '2027-08-14',
    });
  });
});
