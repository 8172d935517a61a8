import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { searchRepository, type SuggestionReach } from './search-repository';
import { searchVocabulary, type SearchVocabulary } from './search-vocabulary';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function scannedWhole(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedWhole)];
}

/**
 * Search and suggestions read the products through indexes whatever is typed: with sequential
 * scans priced out (`enable_seqscan = off`), PostgreSQL still plans one on a table only where no
 * index can answer the query, which at 100,000 products is a read of every name or document
 * (decisions 0088, 0159). The embedded database plans alike; PostgreSQL's plans are read here.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('Search and suggestion plans', () => {
  let database: TestDatabase;
  let vocabulary: SearchVocabulary;
  const issued: SQL[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    const repository = searchRepository(database.db);
    vocabulary = searchVocabulary(await repository.catalogueWords(), await repository.synonymPairs());
  });
  afterAll(() => database.dispose());

  /** The repository on a database that keeps each raw statement it is asked. */
  function recording(reach: SuggestionReach) {
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return (query: SQL) => {
          issued.push(query);
          return target.execute(query);
        };
      },
    }) as Db;
    return searchRepository(db, reach);
  }

  async function wholeScans(query: SQL): Promise<string[]> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
      };
      return scannedWhole(result.rows[0]!['QUERY PLAN'][0].Plan);
    });
  }

  const reaches: [string, SuggestionReach][] = [
    ['first best sellers', { bestSellersFirst: 1000, indexedMatchesMax: 1000, bestSellersMax: 20_000 }],
    ['names index', { bestSellersFirst: 1, indexedMatchesMax: 1_000_000, bestSellersMax: 20_000 }],
    ['further best sellers, then names index', { bestSellersFirst: 1, indexedMatchesMax: 1, bestSellersMax: 2 }],
  ];

  it.each(reaches)('never read every product for a prefix: %s', async (_, reach) => {
    const repository = recording(reach);
    issued.length = 0;
    for (const text of ['p', 'po', 'पो', 'पोशा', 'ra', 'laddu g', 'zq']) {
      for (const locale of ['en', 'hi'] as const) {
        await repository.suggestions(vocabulary.query(text, { prefix: true }), 24, locale);
      }
    }
    expect(issued.length).toBeGreaterThan(14);
    for (const query of issued) {
      expect((await wholeScans(query)).filter((table) => table === 'products')).toEqual([]);
    }
  });

  it('never read every product for a search', async () => {
    const repository = recording(reaches[0]![1]);
    issued.length = 0;
    for (const text of ['poshak', 'पोशाक', 'laddu gopal', 'mukut']) await repository.search(vocabulary.query(text));
    // Each reads the stored ranks of its word first, then ranks its matches: the seed's names hold
    // none of them 500 times.
    expect(issued.length).toBe(8);
    for (const query of issued) {
      expect(await wholeScans(query)).toEqual([]);
    }
  });
});
