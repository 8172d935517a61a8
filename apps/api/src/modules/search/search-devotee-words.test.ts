import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingResponseSchema, suggestionsResponseSchema } from '@shop/shared/contracts/listing';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every hit of a search, best first. */
async function slugs(text: string): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(text)}&limit=48&page=${page}` });
    expect(res.statusCode, text).toBe(200);
    const body = listingResponseSchema.parse(res.json());
    found.push(...body.data.map((p) => p.slug));
    if (page >= body.totalPages) return found;
  }
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
  ])('finds the same products for %s, %s and the other ways of writing it', async (...words) => {
    const [first, ...others] = await Promise.all(words.map(slugs));
    others.forEach((hits, index) => expectSameFinds(hits, first!, `${words[0]} / ${words[index + 1]}`));
  });

  it('suggests products for a word typed in Devanagari', async () => {
    const res = await t.app.inject({ url: `/api/v1/search/suggestions?q=${encodeURIComponent('मुकु')}` });
    const { data } = suggestionsResponseSchema.parse(res.json());
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((s) => /mukut/i.test(s.label))).toBe(true);
  });
});
