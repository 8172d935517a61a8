import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { catalogueRepository } from './catalogue-repository';

// The catalogue's whole read may run in slices on several connections (PostgreSQL): the shop must
// read the same listed products, in the same order, as from one query.
describe('the whole read of the listing index', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    // One product no longer listed: no slice may bring it back.
    const [archived] = await database.db.select({ id: products.id }).from(products).limit(1);
    await database.db.update(products).set({ status: 'archived' }).where(eq(products.id, archived!.id));
  });
  afterAll(() => database.close());

  it('reads the same rows in the shop order in slices as in one query', async () => {
    const whole = await catalogueRepository(database.db).listIndexRows();
    expect(whole.length).toBeGreaterThan(100);
    for (const slices of [2, 3, 4]) {
      const sliced = await catalogueRepository(database.db, { wholeReadSlices: slices }).listIndexRows();
      expect(sliced, `${slices} slices`).toEqual(whole);
    }
    const listed = await database.db.$count(products, eq(products.status, 'active'));
    expect(whole).toHaveLength(listed);
  });
});
