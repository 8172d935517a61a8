import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { searchRepository, type SearchRepository } from './search-repository';
import { searchVocabulary, type SearchVocabulary } from './search-vocabulary';

let database: TestDatabase;
let repository: SearchRepository;
/** Keeps a few hits only, so one-word searches the seed's names hold are read from product_search_terms. */
let fewHits: SearchRepository;
const FEW_HITS = 3;
let vocabulary: SearchVocabulary;
let texts: string[];

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  repository = searchRepository(database.db);
  fewHits = searchRepository(database.db, undefined, FEW_HITS);
  vocabulary = searchVocabulary(await repository.catalogueWords(), await repository.synonymPairs());
  const words = (
    await rows<{ word: string }>(sql`select word from search_words where word ~ '^[[:alpha:]]{3,}$' order by word`)
  ).map((row) => row.word);
  const every = Math.max(1, Math.floor(words.length / 40));
  texts = [
    ...words.filter((_, at) => at % every === 0),
    'poshak',
    'पोशाक',
    'radha rani lehenga',
    'laddu gopal',
    'red velvet',
  ];
});
afterAll(() => database.dispose());

/** Every active product matching, ranked from the products table itself (decision 0009, 0083). */
async function rankedFromProducts(tsquery: string, limit = 500): Promise<string[]> {
  const found = await rows<{ id: string }>(sql`
    select p.id
    from products p, to_tsquery('english', ${tsquery}) as q
    where p.status = 'active' and p.search_vector @@ q
    order by ts_filter(p.search_vector, '{a,b}') @@ q desc, ts_rank(p.search_vector, q) desc, p.sales_count desc, p.name
    limit ${limit}`);
  return found.map((row) => row.id);
}

async function expectSameAsProducts(): Promise<number> {
  let found = 0;
  for (const text of texts) {
    const tsquery = vocabulary.query(text);
    if (!tsquery) continue;
    const ids = await repository.search(tsquery);
    expect(ids, text).toEqual(await rankedFromProducts(tsquery));
    expect(await fewHits.search(tsquery), text).toEqual(await rankedFromProducts(tsquery, FEW_HITS));
    found += ids.length;
  }
  return found;
}

/**
 * product_search_terms rows that differ from those made afresh from product_search: none when the
 * triggers kept them.
 */
async function staleTerms(): Promise<number> {
  const [found] = await rows<{ n: number }>(sql`
    with kept as (select term, product_id, rank, sales_count, name from product_search_terms),
    fresh as (
      select t.term::text as term, s.product_id, ts_rank(s.document, t.term) as rank, s.sales_count, s.name
      from product_search s, unnest(s.names) u, product_search_term(u.lexeme) t(term)
    )
    select count(*)::int as n from ((table kept except all table fresh) union all (table fresh except all table kept)) d`);
  return found!.n;
}

describe('The search table (product_search)', () => {
  it('ranks every search as the products themselves would', async () => {
    expect(await expectSameAsProducts()).toBeGreaterThan(texts.length);
  });

  it('reads one-word searches its products name from the stored ranks', async () => {
    const [named] = await rows<{ n: number }>(sql`
      select count(*)::int as n from product_search_terms where term = to_tsquery('english', 'poshak')::text`);
    expect(named!.n).toBeGreaterThanOrEqual(FEW_HITS);
    expect(await fewHits.search('poshak')).toEqual(await rankedFromProducts('poshak', FEW_HITS));
    expect(await staleTerms()).toBe(0);
  });

  it('follows the products as the owner edits them and shoppers buy', async () => {
    const [first, second, third] = await rows<{ id: string; name: string }>(
      sql`select id, name from products where status = 'active' order by name limit 3`,
    );
    // Drafted, renamed, sold and put in another collection; one deleted.
    await database.db.execute(sql`update products set status = 'draft' where id = ${first!.id}`);
    expect(await repository.search(vocabulary.query(first!.name))).not.toContain(first!.id);
    await database.db.execute(
      sql`update products set status = 'active', name = 'Anokhi Gulabi Poshak' where id = ${first!.id}`,
    );
    expect(await repository.search(vocabulary.query('anokhi'))).toEqual([first!.id]);
    await database.db.execute(sql`update products set sales_count = sales_count + 1000 where id = ${third!.id}`);
    const [collection] = await rows<{ slug: string }>(sql`select slug from collections order by slug limit 1`);
    await database.db.execute(
      sql`insert into product_collections (product_id, collection_slug) values (${third!.id}, ${collection!.slug}) on conflict do nothing`,
    );
    await database.db.execute(sql`update collections set name = 'Utsav Vishesh' where slug = ${collection!.slug}`);
    expect(await repository.search(vocabulary.query('utsav vishesh'))).toContain(third!.id);
    // A festival sale starts on the sold product and ends early: prices move, rankings do not.
    const poshakBefore = await fewHits.search('poshak');
    const [sale] = await rows<{ id: string }>(sql`
      insert into campaigns (name, name_hi, starts_at, ends_at, product_ids, discount_type, discount_value)
      values ('Utsav Sale', 'उत्सव सेल', now() - interval '1 hour', now() + interval '1 day',
        array[${third!.id}]::uuid[], 'percentage', 20)
      returning id`);
    expect(await fewHits.search('poshak')).toEqual(poshakBefore);
    await database.db.execute(sql`update campaigns set ends_at = now() where id = ${sale!.id}`);
    expect(await fewHits.search('poshak')).toEqual(poshakBefore);
    await database.db.execute(sql`delete from products where id = ${second!.id}`);
    expect(await repository.search(vocabulary.query(second!.name))).not.toContain(second!.id);
    texts.push('anokhi', 'utsav vishesh');
    expect(await expectSameAsProducts()).toBeGreaterThan(texts.length);
    expect(await staleTerms()).toBe(0);
  });
});
