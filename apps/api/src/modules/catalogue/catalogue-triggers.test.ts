import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { catalogueRepository } from './catalogue-repository';

/**
 * The tables a query names after `from` or `join` (quoted by Drizzle, bare in hand-written SQL),
 * not a column (`extract(epoch from p.created_at)`) nor a lateral subquery.
 */
function tablesIn(query: string): string[] {
  return [...query.matchAll(/\b(?:from|join)\s+(?!lateral\b)"?([a-z_]+)"?(?![.\w])/gi)].map((match) =>
    match[1]!.toLowerCase(),
  );
}

/**
 * What the catalogue snapshot shows is kept current by the change log: a table whose rows change
 * what a product or listing shows must log its changes (`log_catalogue_change`, migrations 0014
 * and 0021), or an edit to it reaches no instance's snapshot, answer cache or page cache.
 */
describe('Catalogue change triggers', () => {
  let database: Database;
  const queries: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', logQuery: (query) => queries.push(query) });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('log a change on every table the snapshot reads', async () => {
    const repository = catalogueRepository(database.db);
    queries.length = 0;
    await repository.listIndexRows();
    await repository.listIndexRows(['00000000-0000-4000-8000-000000000000']);
    await repository.listCampaigns(new Date());
    await repository.listCollections();
    await repository.listDeities();
    await repository.listActiveProductsIn(['00000000-0000-4000-8000-000000000000']);
    await repository.listRatingSummaries();
    await repository.setsSignature();
    await repository.findActiveBySlug('laddu-gopal-poshak');
    const read = new Set(queries.flatMap(tablesIn));

    const logged = (await database.db.execute(
      sql`select distinct event_object_table as name from information_schema.triggers
          where action_statement like '%log_catalogue_change%'`,
    )) as unknown as { rows: { name: string }[] };
    const watched = new Set(logged.rows.map((row) => row.name));

    expect([...read].sort()).toEqual(
      expect.arrayContaining([
        'campaigns',
        'collections',
        'deities',
        'product_collections',
        'product_images',
        'products',
        'reviews',
        'variants',
      ]),
    );
    expect([...read].filter((table) => !watched.has(table))).toEqual([]);
  });
});
