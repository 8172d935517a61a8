import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How many hits a search keeps; listings page through them in memory. */
const MAX_HITS = 500;
/** Least pg_trgm similarity for a catalogue word to stand in for a mistyped one. */
const CORRECTION_SIMILARITY = 0.3;
/** Catalogue words this close to the best one are tried as well ('bansri': bansuri). */
const CORRECTION_MARGIN = 0.05;
const CORRECTIONS_PER_WORD = 3;
const WORDS_MAX = 8;

export type SuggestionRow = { kind: 'product' | 'collection'; label: string; slug: string };

/** Letters and digits only, so words can be written into a tsquery without escaping. */
function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, WORDS_MAX);
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** `(a | b) & c`: every word must match, each through one of its spellings. */
function allOf(alternatives: readonly (readonly string[])[], prefix: boolean): string {
  const suffix = prefix ? ':*' : '';
  return alternatives.map((options) => `(${options.map((word) => word + suffix).join(' | ')})`).join(' & ');
}

export function searchRepository(db: Db) {
  async function rows<T>(query: SQL): Promise<T[]> {
    // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`; Db's type cannot say so.
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  async function rankedIds(tsquery: SQL): Promise<string[]> {
    const hits = await rows<{ id: string }>(sql`
      select p.id
      from products p, ${tsquery} as q
      where p.status = 'active' and p.search_vector @@ q
      order by ts_rank(p.search_vector, q) desc, p.sales_count desc, p.name
      limit ${MAX_HITS}`);
    return hits.map((hit) => hit.id);
  }

  /**
   * For each typed word, the words of the catalogue (product, collection and deity names,
   * colours) most like it by pg_trgm similarity; a word nothing resembles gets none.
   */
  async function corrections(words: readonly string[]): Promise<Map<number, string[]>> {
    const found = await rows<{ position: number; word: string }>(sql`
      with lexicon as (
        select word from ts_stat($$
          select to_tsvector('simple', name || ' ' || search_collections || ' ' || sub_category || ' ' || color)
          from products where status = 'active'
          union all select to_tsvector('simple', name) from deities
          union all select to_tsvector('simple', name) from collections
        $$)
        where word ~ '^[[:alnum:]]+$'
      ),
      scored as (
        select input.position::int as position, l.word, similarity(input.word, l.word) as score
        from unnest(${textArray(words)}) with ordinality as input(word, position)
        join lexicon l on similarity(input.word, l.word) >= ${CORRECTION_SIMILARITY}
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

  function suggestionRows(tsquery: string, limit: number): Promise<SuggestionRow[]> {
    return rows<SuggestionRow>(sql`
      select items.kind, items.label, items.slug
      from (
        select 'collection' as kind, d.name as label, d.slug, 0 as popularity, d.sort_order as position
        from deities d
        union all
        select 'collection', c.name, c.slug, 0, 1000 + c.sort_order from collections c
        union all
        select 'product', p.name, p.slug, p.sales_count, 0 from products p where p.status = 'active'
      ) items
      where to_tsvector('simple', items.label) @@ to_tsquery('simple', ${tsquery})
      order by items.kind = 'collection' desc, items.popularity desc, items.position, items.label
      limit ${limit}`);
  }

  return {
    /**
     * Active products matching the text, best first (ts_rank over the weighted document). When
     * nothing matches, the search is repeated with each mistyped word replaced by the catalogue
     * words most like it, so 'ladu gopal' finds Laddu Gopal; a word nothing resembles is left out.
     */
    async search(text: string): Promise<string[]> {
      const exact = await rankedIds(sql`websearch_to_tsquery('english', ${text})`);
      if (exact.length > 0) return exact;
      const words = searchWords(text);
      if (words.length === 0) return [];
      const corrected = [...(await corrections(words)).values()];
      if (corrected.length === 0) return [];
      return rankedIds(sql`to_tsquery('english', ${allOf(corrected, false)})`);
    },

    /**
     * Collections, deities and products whose names have a word starting with each typed word;
     * when none do, the same with mistyped words replaced by the catalogue words most like them.
     */
    async suggestions(text: string, limit: number): Promise<SuggestionRow[]> {
      const words = searchWords(text);
      if (words.length === 0) return [];
      const byPrefix = await suggestionRows(
        allOf(
          words.map((word) => [word]),
          true,
        ),
        limit,
      );
      if (byPrefix.length > 0) return byPrefix;
      const corrected = await corrections(words);
      if (corrected.size === 0) return [];
      // The last word may be half typed: it keeps its own prefix beside its corrections.
      const alternatives = words.map((word, index) => [word, ...(corrected.get(index + 1) ?? [])]);
      return suggestionRows(allOf(alternatives, true), limit);
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
