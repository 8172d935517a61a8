import { asc, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { searchMisses, searchSynonyms, searchWords as catalogueWordTable } from '../../db/schema';
import { searchWords } from './hinglish';
import type { SynonymPair, TsQueryText } from './search-vocabulary';

/** How many hits a search keeps; listings page through them in memory. */
const MAX_HITS = 500;
/**
 * Least pg_trgm similarity for a catalogue word to stand in for a mistyped one: pg_trgm's own
 * default for `%`, the operator its trigram index answers.
 */
const CORRECTION_SIMILARITY = 0.3;
/** Catalogue words this close to the best one are tried as well ('bansri': bansuri). */
const CORRECTION_MARGIN = 0.05;
const CORRECTIONS_PER_WORD = 3;
/**
 * How far suggestions read: the best sellers looked at first; the products a query's words may
 * name (by search_words' counts) below which all its matches are read through the names' indexes,
 * each a read of its wide row; the best sellers read in order at most otherwise (an index-only
 * scan, a microsecond or two each) before all its matches are.
 */
export type SuggestionReach = { bestSellersFirst: number; indexedMatchesMax: number; bestSellersMax: number };
const SUGGESTION_REACH: SuggestionReach = { bestSellersFirst: 1000, indexedMatchesMax: 1000, bestSellersMax: 20_000 };
/** Zero-result searches kept for the owner; the longest unseen go first. */
export const MISSES_KEPT_MAX = 500;

/** A suggestion as found: `labelHi` is the Hindi name the shop holds for it, if any. */
export type SuggestionRow = { kind: 'product' | 'collection'; label: string; labelHi: string | null; slug: string };

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * `like` patterns of a tsquery's words (its quoted lexemes), each between `before` and `after`. The
 * words are letters, marks and digits only (TsQueryText), none of them special to `like`.
 */
function wordPatterns(q: SQL, before: string, after: string): SQL {
  return sql`array(select ${before} || w[1] || ${after} from regexp_matches((${q})::text, '''([^'']*)''', 'g') w)`;
}

export function searchRepository(db: Db, reach: SuggestionReach = SUGGESTION_REACH, maxHits = MAX_HITS) {
  async function rows<T>(query: SQL): Promise<T[]> {
    // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`; Db's type cannot say so.
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /**
   * Products whose names (weights A and B: their own, their collections', deity's and category's)
   * hold the whole query come first: ts_rank reaches 1 for most matches of a query with many
   * synonyms, so on its own a necklace whose description says 'lehenga poshak' twice outranked
   * the poshak named so for 'radha rani lehenga'. Read from product_search, the active products'
   * documents and names' parts alone (kept by triggers): a common word ranks most of the catalogue.
   *
   * A one-word query that at least `maxHits` products name is read in that order from
   * product_search_terms instead (decision 0162): its rows are the products naming the word, with
   * the document's ts_rank for it stored, so the first `maxHits` of its index are the same hits.
   */
  async function rankedIds(tsquery: SQL): Promise<string[]> {
    const named = await rows<{ id: string }>(sql`
      select t.product_id as id
      from product_search_terms t, ${tsquery} as q
      where t.term = q::text
      order by t.rank desc nulls last, t.sales_count desc nulls last, t.name
      limit ${maxHits}`);
    if (named.length === maxHits) return named.map((hit) => hit.id);
    const hits = await rows<{ id: string }>(sql`
      select s.product_id as id
      from product_search s, ${tsquery} as q
      where s.document @@ q
      order by s.names @@ q desc, ts_rank(s.document, q) desc, s.sales_count desc, s.name
      limit ${maxHits}`);
    return hits.map((hit) => hit.id);
  }

  /**
   * For each typed word, the words of the catalogue (product, collection and deity names,
   * colours) most like it by pg_trgm similarity; a word nothing resembles gets none. The words
   * are search_words, kept by triggers, found through its trigram index (`%`).
   */
  async function corrections(words: readonly string[]): Promise<Map<number, string[]>> {
    const found = await rows<{ position: number; word: string }>(sql`
      with scored as (
        select input.position::int as position, l.word, similarity(input.word, l.word) as score
        from unnest(${textArray(words)}) with ordinality as input(word, position)
        join search_words l on l.word % input.word
        where l.word ~ '^[[:alnum:]]+$' and similarity(input.word, l.word) >= ${CORRECTION_SIMILARITY}
      ),
      ranked as (
        select position, word, score,
          max(score) over (partition by position) as best,
          row_number() over (partition by position order by score desc, word) as n
        from scored
      )
      select position, word from ranked
      where score >= best - ${CORRECTION_MARGIN} and n <= ${CORRECTIONS_PER_WORD}
      order by position, n`);
    const byPosition = new Map<number, string[]>();
    for (const { position, word } of found) byPosition.set(position, [...(byPosition.get(position) ?? []), word]);
    return byPosition;
  }

  /**
   * Names to match a suggestion against: on a Hindi page the Hindi names too, on an English one
   * the English alone ('lad' must not suggest Layered Haar through its Hindi लड़ी), each through
   * its own index. A name the tsquery matches holds each word it matched, lowercased, so names
   * holding none of the query's words (a cheap `like`) are passed over before any is parsed: in a
   * scan in best-seller order the parse is what each name costs.
   */
  function namesMatch(name: SQL, nameHi: SQL, q: SQL, locale: Locale): SQL {
    const names = locale === 'hi' ? sql`${name} || ' ' || coalesce(${nameHi}, '')` : name;
    return sql`lower(${names}) like any (${wordPatterns(q, '%', '%')}) and to_tsvector('simple', ${names}) @@ ${q}`;
  }

  async function productSuggestionRows(q: SQL, match: SQL, limit: number): Promise<SuggestionRow[]> {
    const columns = sql`'product' as kind, p.name as label, p.name_hi as "labelHi", p.slug`;
    // The best sellers in order, read from products_best_sellers_idx alone (an index-only scan
    // that stops once `limit` match), the first `window` of them.
    const inSalesOrder = (window: number) =>
      rows<SuggestionRow>(sql`
        select ${columns}
        from (
          select p.name, p.name_hi, p.slug, p.sales_count from products p
          where p.status = 'active'
          order by p.sales_count desc, p.name
          limit ${window}
        ) p
        where ${match}
        order by p.sales_count desc, p.name
        limit ${limit}`);
    // Every match, through the names' indexes (products_suggestion_names_idx and
    // products_suggestion_english_names_idx, the expressions of `match`): a read of each one's
    // wide row.
    const indexed = () =>
      rows<SuggestionRow>(sql`
        with matches as materialized (
          select p.name, p.name_hi, p.slug, p.sales_count from products p where p.status = 'active' and ${match}
        )
        select ${columns} from matches p
        order by p.sales_count desc, p.name
        limit ${limit}`);
    // Most prefixes are found among the first best sellers.
    const found = await inSalesOrder(reach.bestSellersFirst);
    if (found.length === limit) return found;
    // search_words counts the products (and collections) naming each word: summed over the words
    // the query reaches, no fewer than the products it matches.
    const [named] = await rows<{ uses: number }>(sql`
      select coalesce(sum(uses), 0)::int as uses from search_words
      where word like any (${wordPatterns(q, '', '%')})`);
    if ((named?.uses ?? 0) < reach.indexedMatchesMax) return indexed();
    // A word common in the catalogue though not among the first best sellers: further down the
    // best sellers, then (its products rank low, or its count was of collections) all its matches.
    const further = await inSalesOrder(reach.bestSellersMax);
    return further.length === limit ? further : indexed();
  }

  async function suggestionRows(tsquery: string, limit: number, locale: Locale): Promise<SuggestionRow[]> {
    const q = sql`to_tsquery('simple', ${tsquery})`;
    const collections = await rows<SuggestionRow>(sql`
      select 'collection' as kind, items.label, items.label_hi as "labelHi", items.slug
      from (
        select d.name as label, d.name_hi as label_hi, d.slug, d.sort_order as position
        from deities d
        where ${namesMatch(sql`d.name`, sql`d.name_hi`, q, locale)}
        union all
        select c.name, c.name_hi, c.slug, 1000 + c.sort_order
        from collections c
        where ${namesMatch(sql`c.name`, sql`c.name_hi`, q, locale)}
      ) items
      order by items.position, items.label
      limit ${limit}`);
    if (collections.length === limit) return collections;
    const products = await productSuggestionRows(
      q,
      namesMatch(sql`p.name`, sql`p.name_hi`, q, locale),
      limit - collections.length,
    );
    return [...collections, ...products];
  }

  return {
    /** Active products matching the tsquery, best first (ts_rank over the weighted document). */
    search(query: TsQueryText): Promise<string[]> {
      return rankedIds(sql`to_tsquery('english', ${query})`);
    },

    /**
     * For each typed word, the catalogue words most like it by pg_trgm similarity, keyed by the
     * word's position from 1; a word nothing resembles gets none.
     */
    corrections(text: string): Promise<Map<number, string[]>> {
      const words = searchWords(text);
      return words.length === 0 ? Promise.resolve(new Map()) : corrections(words);
    },

    /**
     * Collections, deities and products whose names match the tsquery (prefixes allowed): their
     * English names, and on a Hindi page their Hindi names too.
     */
    suggestions(query: TsQueryText, limit: number, locale: Locale): Promise<SuggestionRow[]> {
      return suggestionRows(query, limit, locale);
    },

    /** Every distinct word of the catalogue's names, in any script. */
    async catalogueWords(): Promise<string[]> {
      const found = await db.select({ word: catalogueWordTable.word }).from(catalogueWordTable);
      return found.map((row) => row.word).filter((word) => /^[\p{L}\p{M}\p{N}]+$/u.test(word));
    },

    synonymPairs(): Promise<SynonymPair[]> {
      return db
        .select({ term: searchSynonyms.term, equivalent: searchSynonyms.equivalent })
        .from(searchSynonyms)
        .orderBy(asc(searchSynonyms.term), asc(searchSynonyms.equivalent));
    },

    /**
     * Adds the counts to the zero-result searches, then forgets all but the most recently seen
     * `MISSES_KEPT_MAX`, so random text cannot grow the table without bound.
     */
    async recordMisses(counts: ReadonlyMap<string, number>, seenAt: Date): Promise<void> {
      if (counts.size === 0) return;
      await db
        .insert(searchMisses)
        .values([...counts].map(([query, count]) => ({ query, count, firstSeenAt: seenAt, lastSeenAt: seenAt })))
        .onConflictDoUpdate({
          target: searchMisses.query,
          set: { count: sql`${searchMisses.count} + excluded.count`, lastSeenAt: sql`excluded.last_seen_at` },
        });
      await db.execute(sql`
        delete from ${searchMisses} where ${searchMisses.query} in (
          select ${searchMisses.query} from ${searchMisses}
          order by ${searchMisses.lastSeenAt} desc, ${searchMisses.query} offset ${MISSES_KEPT_MAX})`);
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
