import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingResponseSchema, suggestionsResponseSchema, type ListingResponse } from '@shop/shared/contracts/listing';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every card of a listing, best first. */
async function cards(url: string): Promise<ListingResponse['data']> {
  const found: ListingResponse['data'] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}limit=48&page=${page}` });
    expect(res.statusCode, url).toBe(200);
    const body = listingResponseSchema.parse(res.json());
    found.push(...body.data);
    if (page >= body.totalPages) return found;
  }
}

/** Every hit of a search, best first. */
async function slugs(text: string, filters = ''): Promise<string[]> {
  return (await cards(`/api/v1/search?q=${encodeURIComponent(text)}${filters}`)).map((card) => card.slug);
}

/** The first ten hits share at least six, or both find every match when there are fewer than ten. */
function expectSameFinds(a: string[], b: string[], label: string) {
  expect(a.length, `${label}: finds something`).toBeGreaterThan(0);
  if (a.length < 10 || b.length < 10) {
    expect(new Set(a), label).toEqual(new Set(b));
    return;
  }
  const top = new Set(b.slice(0, 10));
  expect(a.slice(0, 10).filter((slug) => top.has(slug)).length, label).toBeGreaterThanOrEqual(6);
}

describe('search in the words devotees use', () => {
  it.each([
    ['पोशाक', 'poshak', 'poshaak', 'posak', 'dress'],
    ['मुकुट', 'mukut', 'mukat', 'crown'],
    ['सिंहासन', 'singhasan', 'sinhasan', 'throne'],
    ['झूला', 'jhula', 'jhoola', 'swing'],
    ['लड्डू गोपाल', 'laddu gopal', 'ladoo gopal', 'bal gopal'],
    ['श्रृंगार', 'shringar', 'singar'],
    ['krishna', 'kanha', 'kanhaiya', 'gopal', 'thakur ji', 'कान्हा'],
    ['poshak', 'lehenga', 'vastra', 'bagaa', 'पोशाक'],
    ['mukut', 'taj', 'kirit'],
    ['kanha ji dress', 'krishna poshak', 'thakur ji ki poshak', 'श्री कृष्ण पोशाक'],
  ])('finds the same products for %s, %s and the other ways of writing it', async (...words) => {
    const [first, ...others] = await Promise.all(words.map((word) => slugs(word)));
    others.forEach((hits, index) => expectSameFinds(hits, first!, `${words[0]} / ${words[index + 1]}`));
  });

  it("finds Laddu Gopal's and Krishna's poshak for 'kanha ji dress'", async () => {
    const found = await cards(`/api/v1/search?q=${encodeURIComponent('kanha ji dress')}`);
    expect(found.length).toBeGreaterThan(10);
    for (const card of found.slice(0, 10)) {
      expect(card.name, card.slug).toMatch(/Poshak/);
      expect(['laddu-gopal', 'radha-krishna'], card.slug).toContain(card.deity);
    }
    const laddoo = await cards('/api/v1/products?collection=laddu-gopal&category=dresses');
    expect(found.map((c) => c.slug)).toEqual(expect.arrayContaining(laddoo.map((c) => c.slug)));
  });

  it("lists Radha Rani's poshak first for 'radha rani lehenga'", async () => {
    const found = await cards(`/api/v1/search?q=${encodeURIComponent('radha rani lehenga')}`);
    const poshak = (await cards('/api/v1/products?collection=radha-rani')).filter((c) => /Poshak/.test(c.name));
    expect(poshak.length).toBeGreaterThan(5);
    // Jewellery and crowns whose descriptions say 'lehenga' come after every poshak.
    const firstOther = found.findIndex((card) => !/Poshak/.test(card.name));
    expect(firstOther).toBeGreaterThanOrEqual(poshak.length);
    expect(found.slice(0, firstOther).map((c) => c.slug)).toEqual(expect.arrayContaining(poshak.map((c) => c.slug)));
  });

  it.each(['size 3', '3 number', 'साइज़ 3', 'साइज ३'])('reads %j as the size filter', async (text) => {
    const sizeThree = await slugs(text);
    expect(sizeThree).toEqual(await slugs(text, '&size=3'));
    expect(new Set(sizeThree)).toEqual(new Set((await cards('/api/v1/products?size=3')).map((c) => c.slug)));
  });

  it.each(['poshak size 3', '3 number poshak', 'साइज़ 3 पोशाक', 'dress size no 3'])(
    'searches the rest of %j within size 3, cards opening at that size',
    async (text) => {
      const found = await cards(`/api/v1/search?q=${encodeURIComponent(text)}`);
      expect(found.map((c) => c.slug)).toEqual(await slugs('poshak', '&size=3'));
      expect(found.length).toBeLessThan((await slugs('poshak')).length);
      for (const card of found) expect(card).toMatchObject({ size: '3', priceVaries: false });
      const listing = await cards(`/api/v1/products?collection=laddu-gopal&q=${encodeURIComponent(text)}`);
      const laddoo = await cards('/api/v1/products?collection=laddu-gopal&q=poshak&size=3');
      expect(listing.map((c) => c.slug)).toEqual(laddoo.map((c) => c.slug));
    },
  );

  it('suggests products for a word typed in Devanagari', async () => {
    const res = await t.app.inject({ url: `/api/v1/search/suggestions?q=${encodeURIComponent('मुकु')}` });
    const { data } = suggestionsResponseSchema.parse(res.json());
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((s) => /mukut/i.test(s.label))).toBe(true);
  });
});
