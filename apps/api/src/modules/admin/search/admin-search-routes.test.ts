import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchMiss, Synonym, SynonymInput } from '@shop/shared/contracts/admin-search';
import { listingResponseSchema } from '@shop/shared/contracts/listing';
import { auditLog } from '../../../db/schema';
import { createAppWithOwner, type Shopper } from '../../../test/shoppers';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  ({ t, admin, shopper } = await createAppWithOwner());
});
afterAll(() => t.close());

async function searchTotal(text: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(text)}` });
  return listingResponseSchema.parse(res.json()).total;
}

async function misses(): Promise<SearchMiss[]> {
  const res = await admin.request({ url: '/api/v1/admin/search/misses' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().misses;
}

const create = (payload: SynonymInput) =>
  admin.request({ method: 'POST', url: '/api/v1/admin/search/synonyms', payload });

async function auditActions(id: string): Promise<string[]> {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.seq);
  return rows.map((row) => row.action);
}

describe('Admin search words', () => {
  it('The shop starts with the words devotees use for poshak, mukut, singhasan and jhula', async () => {
    const res = await admin.request({ url: '/api/v1/admin/search/synonyms' });
    const pairs = (res.json().synonyms as Synonym[]).map((s) => `${s.term} = ${s.equivalent}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'dress = poshak',
        'crown = mukut',
        'throne = singhasan',
        'swing = jhula',
        'bal gopal = laddu gopal',
      ]),
    );
  });

  it('The owner sees a search that found nothing, adds a synonym, and the search then finds products', async () => {
    expect(await searchTotal('Murli')).toBe(0);
    expect(await searchTotal('murli ')).toBe(0);
    // The same search again is answered from the cache, by the hooks and by the server's front door.
    expect(await searchTotal('Murli')).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const sent = await fetch(`http://127.0.0.1:${port}/api/v1/search?q=Murli`);
    expect(listingResponseSchema.parse(await sent.json()).total).toBe(0);
    const seen = (await misses()).find((miss) => miss.query === 'murli');
    expect(seen).toMatchObject({ query: 'murli', count: 4 });

    const created = await create({ term: ' Murli ', equivalent: 'bansuri' });
    expect(created.statusCode, created.body).toBe(201);
    const synonym = created.json().synonym as Synonym;
    expect(synonym).toMatchObject({ term: 'murli', equivalent: 'bansuri' });
    expect(await auditActions(synonym.id)).toEqual(['synonym.create']);

    expect(await searchTotal('murli')).toBe(await searchTotal('bansuri'));
    expect(await searchTotal('मुरली')).toBeGreaterThan(0);
    expect((await misses()).map((miss) => miss.query)).not.toContain('murli');
  });

  it('The owner edits and deletes a synonym, each change in the audit log', async () => {
    const before = await searchTotal('hindola');
    const created = (await create({ term: 'mahal', equivalent: 'singhasan' })).json().synonym as Synonym;
    const edited = await admin.request({
      method: 'PUT',
      url: `/api/v1/admin/search/synonyms/${created.id}`,
      payload: { term: 'hindola', equivalent: 'jhula' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().synonym).toMatchObject({ term: 'hindola', equivalent: 'jhula' });
    expect(await searchTotal('hindola')).toBe(await searchTotal('jhula'));

    const deleted = await admin.request({ method: 'DELETE', url: `/api/v1/admin/search/synonyms/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json().synonyms as Synonym[]).map((s) => s.id)).not.toContain(created.id);
    expect(await searchTotal('hindola')).toBe(before);
    expect(await auditActions(created.id)).toEqual(['synonym.create', 'synonym.update', 'synonym.delete']);

    const again = await admin.request({ method: 'DELETE', url: `/api/v1/admin/search/synonyms/${created.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'SYNONYM_NOT_FOUND', message: 'Synonym not found' });
  });

  it.each([
    ['an empty word', { term: '  ', equivalent: 'poshak' }, 'term', 'Word is required'],
    [
      'an over-long synonym',
      { term: 'topi', equivalent: 'a'.repeat(61) },
      'equivalent',
      'Synonym must be at most 60 characters',
    ],
    ['punctuation', { term: 'topi!', equivalent: 'pagdi' }, 'term', 'Word may hold only letters, digits and spaces'],
    ['a word for itself', { term: 'Pagdi', equivalent: 'pagdi' }, 'equivalent', 'A word cannot be a synonym of itself'],
  ])('A synonym with %s is refused', async (_label, payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('A pair that exists, written either way round, is refused', async () => {
    const res = await create({ term: 'poshak', equivalent: 'dress' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SYNONYM_TAKEN', message: '"poshak" and "dress" are already synonyms' });
  });

  it('Over-long searches that found nothing are not listed', async () => {
    const long = `zzq ${'x'.repeat(70)}`;
    expect(await searchTotal(long)).toBe(0);
    expect((await misses()).map((miss) => miss.query)).not.toContain(long);
  });

  it('Guests and customers cannot read or change the search words', async () => {
    for (const url of ['/api/v1/admin/search/synonyms', '/api/v1/admin/search/misses']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await shopper.request({ url })).statusCode).toBe(403);
    }
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/admin/search/synonyms',
      payload: { term: 'topi', equivalent: 'pagdi' },
    });
    expect(res.statusCode).toBe(403);
  });
});
