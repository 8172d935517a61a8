import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Locale } from '@shop/shared/locale';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { searchRepository, type SuggestionReach, type SuggestionRow } from './search-repository';
import { searchVocabulary, type SearchVocabulary } from './search-vocabulary';

const LIMIT = 24;

let database: TestDatabase;
let vocabulary: SearchVocabulary;
let texts: string[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const repository = searchRepository(database.db);
  vocabulary = searchVocabulary(await repository.catalogueWords(), await repository.synonymPairs());
  // Beginnings of the catalogue's words in both scripts, common and rare, and two-word texts.
  const words = (
    (await database.db.execute(
      sql`select word from search_words where word ~ '^[[:alpha:]]{4,}$' order by word`,
    )) as unknown as { rows: { word: string }[] }
  ).rows.map((row) => row.word);
  const every = Math.max(1, Math.floor(words.length / 20));
  const sampled = words.filter((_, at) => at % every === 0);
  texts = [
    ...new Set(sampled.flatMap((word) => [[...word].slice(0, 2).join(''), [...word].slice(0, 3).join('')])),
    'पोशा',
    'ladu gop',
    'red vel',
    'anmo',
  ];
});
afterAll(() => database.dispose());

/** The products a suggestion names, by the rules of decision 0084 read plainly: every match, best sellers first. */
async function everyMatchInOrder(tsquery: string, locale: Locale, limit: number): Promise<SuggestionRow[]> {
  const names = locale === 'hi' ? sql`p.name || ' ' || coalesce(p.name_hi, '')` : sql`p.name`;
  const found = (await database.db.execute(sql`
    select 'product' as kind, p.name as label, p.name_hi as "labelHi", p.slug
    from products p
    where p.status = 'active' and to_tsvector('simple', ${names}) @@ to_tsquery('simple', ${tsquery})
    order by p.sales_count desc, p.name
    limit ${limit}`)) as unknown as { rows: SuggestionRow[] };
  return found.rows;
}

describe('searchRepository suggestions', () => {
  // How far each reads decides which way it finds the products, never which it finds.
  const reaches: [string, SuggestionReach][] = [
    ['as the shop reads', { bestSellersFirst: 1000, indexedMatchesMax: 1000, bestSellersMax: 20_000 }],
    ['by the names index', { bestSellersFirst: 3, indexedMatchesMax: 1_000_000, bestSellersMax: 20_000 }],
    ['further down the best sellers', { bestSellersFirst: 3, indexedMatchesMax: 1, bestSellersMax: 20_000 }],
    ['then by the names index', { bestSellersFirst: 3, indexedMatchesMax: 1, bestSellersMax: 10 }],
  ];

  it.each(reaches)('finds the best-selling matches in the page language %s', async (_, reach) => {
    const repository = searchRepository(database.db, reach);
    let compared = 0;
    for (const text of texts) {
      const tsquery = vocabulary.query(text, { prefix: true });
      for (const locale of ['en', 'hi'] as const) {
        const found = await repository.suggestions(tsquery, LIMIT, locale);
        const collections = found.filter((row) => row.kind === 'collection');
        const expected = await everyMatchInOrder(tsquery, locale, LIMIT - collections.length);
        expect(found.slice(collections.length), `${locale} ${text}`).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(texts.length);
  });
});
