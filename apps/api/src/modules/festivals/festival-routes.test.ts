import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFestival, FestivalAnswerData } from '@shop/shared/contracts/festivals';
import { createAdmin, createShopper, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';

// "Arrives before Janmashtami?" (decision 0155): the seeded calendar, the owner's corrections,
// and the answer for a PIN judged in India's days by the PIN check's own estimate. Mathura
// (281121) is in the rest of India: 5 to 7 business days.

// 20:00 UTC on 10 August 2027 is 1:30 am on Wednesday 11 August in India.
let clockMs = Date.parse('2027-08-10T20:00:00Z');

let t: TestApp;
let owner: Shopper;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockMs });
  owner = await createAdmin(t);
});
afterAll(() => t?.close());

async function answerFor(pin: string) {
  const res = await t.app.inject({ url: `/api/v1/festivals/next?pin=${pin}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: FestivalAnswerData | null }).data;
}

async function calendar(): Promise<AdminFestival[]> {
  const res = await owner.request({ url: '/api/v1/admin/festivals' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { festivals: AdminFestival[] }).festivals;
}

async function correct(festival: AdminFestival, change: Partial<AdminFestival>) {
  const { id, ...fields } = { ...festival, ...change };
  const res = await owner.request({ method: 'PUT', url: `/api/v1/admin/festivals/${id}`, payload: fields });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { festival: AdminFestival }).festival;
}

const named = (festivals: AdminFestival[], name: string, year: string) =>
  festivals.find((festival) => festival.name === name && festival.date.startsWith(year))!;

describe('The festival calendar', () => {
  it('comes seeded with 2026 and 2027 in both languages', async () => {
    const festivals = await calendar();
    expect(named(festivals, 'Janmashtami', '2026')).toMatchObject({ nameHi: 'जन्माष्टमी', date: '2026-09-04' });
    expect(named(festivals, 'Janmashtami', '2027')).toMatchObject({ date: '2027-08-25', shown: true });
    for (const name of ['Radhashtami', 'Navratri', 'Diwali', 'Holi', 'Ram Navami']) {
      expect(named(festivals, name, '2027'), name).toBeDefined();
    }
  });

  it('tells a shopper in Mathura the rakhi parcel ordered today arrives too late', async () => {
    // Seven business days from Wednesday 11 August end on Thursday 19 August; Raksha Bandhan is the 17th.
    expect(await answerFor('281121')).toEqual({
      festival: { name: 'Raksha Bandhan', nameHi: 'रक्षा बंधन', date: '2027-08-17' },
      verdict: 'too_late',
      arrivesBy: '2027-08-19',
      orderBy: null,
    });
  });

  it('asks about Janmashtami once the owner hides Raksha Bandhan, naming the last day to order', async () => {
    await correct(named(await calendar(), 'Raksha Bandhan', '2027'), { shown: false });
    expect(await answerFor('281121')).toEqual({
      festival: { name: 'Janmashtami', nameHi: 'जन्माष्टमी', date: '2027-08-25' },
      verdict: 'order_by',
      arrivesBy: '2027-08-19',
      orderBy: '2027-08-16',
    });
  });

  it('follows the owner’s corrected date and names', async () => {
    const janmashtami = named(await calendar(), 'Janmashtami', '2027');
    await correct(janmashtami, { date: '2027-09-02', name: 'Shri Krishna Janmashtami', nameHi: 'श्री कृष्ण जन्माष्टमी' });
    expect(await answerFor('281121')).toMatchObject({
      festival: { name: 'Shri Krishna Janmashtami', nameHi: 'श्री कृष्ण जन्माष्टमी', date: '2027-09-02' },
      verdict: 'arrives',
      arrivesBy: '2027-08-19',
    });
  });

  it('says nothing when no festival is within 45 days', async () => {
    clockMs = Date.parse('2026-12-01T06:00:00Z');
    expect(await answerFor('281121')).toBeNull();
    clockMs = Date.parse('2027-08-10T20:00:00Z');
  });

  it('refuses a PIN code that does not exist, as the PIN check does, in Hindi too', async () => {
    const res = await t.app.inject({ url: '/api/v1/festivals/next?pin=999999', headers: { 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'PIN_NOT_FOUND' });
    const bad = await t.app.inject({ url: '/api/v1/festivals/next?pin=2811' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only the owner change the calendar, and refuses a date that is not a day', async () => {
    const shopper = await createShopper(t);
    expect((await shopper.request({ url: '/api/v1/admin/festivals' })).statusCode).toBe(403);
    const before = await calendar();
    const res = await owner.request({
      method: 'PUT',
      url: `/api/v1/admin/festivals/${before[0]!.id}`,
      payload: { name: 'Holi', nameHi: 'होली', date: '2027-02-30', shown: true },
    });
    expect(res.statusCode).toBe(400);
    expect(await calendar()).toEqual(before);
  });

  it('adds next year’s festival', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/v1/admin/festivals',
      payload: { name: 'Janmashtami', nameHi: 'जन्माष्टमी', date: '2028-08-13', shown: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(named(await calendar(), 'Janmashtami', '2028')).toMatchObject({ date: '2028-08-13' });
  });
});
