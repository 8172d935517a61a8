import type { ProductImage } from '@shop/shared/contracts/catalogue';
import { SUGGESTIONS_MAX, type SearchSuggestion } from '@shop/shared/contracts/listing';
import { localizeSuggestion } from '@shop/shared/catalogue-locale';
import type { Locale } from '@shop/shared/locale';
import { sizeInSearch } from '@shop/shared/size-in-search';
import { LRUCache } from 'lru-cache';
import { takingTurns } from '../../lib/turns';
import type { CatalogueService } from '../catalogue/catalogue-service';
import { searchWords } from './hinglish';
import { missCounter } from './search-misses';
import type { SearchRepository } from './search-repository';
import { anyOf, searchVocabulary, type SearchVocabulary, type TsQueryText } from './search-vocabulary';

/** Distinct searches remembered; typing a query asks for each of its prefixes. */
const CACHE_ENTRIES_MAX = 2000;
/** Suggestions asked of the database before those without products are dropped. */
const SUGGESTION_ROWS = SUGGESTIONS_MAX * 3;
const COLLECTIONS_IN_SUGGESTIONS_MAX = 3;
/** Synonyms another instance saved reach this one within this time. */
const VOCABULARY_TTL_MS = 30_000;
/** The share of the database pool (DATABASE_POOL_SIZE) searches may hold at once. */
const SEARCHES_SHARE_OF_POOL = 0.25;

type Vocabulary = {
  /** Changes when the catalogue or the synonyms do: answers cached under it are then dropped. */
  generation: number;
  catalogueStamp: number;
  synonyms: string;
  builtAt: number;
  words: SearchVocabulary;
  /** Searches of this generation that found nothing. */
  misses: Set<string>;
};

/** Results remembered per catalogue snapshot and synonyms: a change to either forgets them. */
class StampedCache<T> {
  private readonly entries = new LRUCache<string, { stamp: number; value: Promise<T> }>({ max: CACHE_ENTRIES_MAX });

  async get(key: string, stamp: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) return hit.value;
    const value = compute();
    this.entries.set(key, { stamp, value });
    // A failed lookup is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.peek(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}

/** The first (narrowest) picture of a srcset: suggestions show a thumbnail. */
function smallest(image: ProductImage | null): string | null {
  if (!image) return null;
  return image.srcSet.split(',')[0]?.trim().split(' ')[0] || image.src;
}

/**
 * Case and spacing do not change what a search finds, nor an idol size it names ('poshak size 3'):
 * the size filter reads that (catalogue-routes.ts searchedListing()).
 */
/**
 * Words of a suggestion's text that are matched: a shop's names are found by their first few, and
 * each more word makes every name a candidate to parse, on the embedded database in the shop's own
 * thread (decision 0121).
 */
const SUGGESTION_WORDS_MAX = 3;

function normaliseQuery(text: string): string {
  return sizeInSearch(text).text.toLowerCase().replace(/\s+/g, ' ');
}

/**
 * `databasePoolSize`: the connections the database client holds. New searches hold at most a quarter
 * of them at once (2 of the default 10): twenty arriving together (a crawler, a burst of shoppers)
 * took every connection, so that a checkout waited for one, and on a machine that is also the
 * database's, its every core, so that the shop's own thread waited for one (ticks of 140–265 ms
 * at 100,000 products, under 65 ms with two at once).
 */
export function searchService(
  repository: SearchRepository,
  catalogue: CatalogueService,
  { databasePoolSize, now = Date.now }: { databasePoolSize: number; now?: () => number },
) {
  const searching = takingTurns(Math.max(1, Math.floor(databasePoolSize * SEARCHES_SHARE_OF_POOL)));
  const hits = new StampedCache<string[]>();
  const suggestions = new StampedCache<SearchSuggestion[]>();
  const misses = missCounter();
  let vocabulary: Vocabulary | undefined;
  let building: Promise<Vocabulary> | undefined;
  let generation = 0;
  // The catalogue's words change only with the catalogue: read once per catalogue snapshot.
  let catalogueWords: { stamp: number; words: Promise<string[]> } | undefined;

  async function build(): Promise<Vocabulary> {
    await catalogue.ready();
    const catalogueStamp = catalogue.stamp();
    if (catalogueWords?.stamp !== catalogueStamp) {
      const words = repository.catalogueWords();
      catalogueWords = { stamp: catalogueStamp, words };
      words.catch(() => {
        if (catalogueWords?.words === words) catalogueWords = undefined;
      });
    }
    const [words, pairs] = await Promise.all([catalogueWords.words, repository.synonymPairs()]);
    const synonyms = JSON.stringify(pairs);
    const previous = vocabulary;
    if (previous && previous.catalogueStamp === catalogueStamp && previous.synonyms === synonyms) {
      return { ...previous, builtAt: now() };
    }
    generation += 1;
    return {
      generation,
      catalogueStamp,
      synonyms,
      builtAt: now(),
      words: searchVocabulary(words, pairs),
      misses: new Set(),
    };
  }

  function current(): Promise<Vocabulary> {
    if (
      vocabulary &&
      vocabulary.catalogueStamp === catalogue.stamp() &&
      now() - vocabulary.builtAt < VOCABULARY_TTL_MS
    ) {
      return Promise.resolve(vocabulary);
    }
    if (!building) {
      const started = build()
        .then((built) => {
          if (building === started) vocabulary = built;
          return built;
        })
        .finally(() => {
          if (building === started) building = undefined;
        });
      building = started;
    }
    return building;
  }

  /** With each typed word replaced by the catalogue words most like it; empty when none resembles any. */
  async function corrected(query: string, words: SearchVocabulary, prefix: boolean): Promise<TsQueryText> {
    const byPosition = await repository.corrections(query);
    if (byPosition.size === 0) return '';
    if (prefix) {
      // The last word may be half typed: it keeps its own prefix beside its corrections.
      return searchWords(query)
        .map((word, index) => anyOf([word, ...(byPosition.get(index + 1) ?? [])].map((w) => `${w}:*`)))
        .join(' & ');
    }
    return [...byPosition.values()].map((options) => anyOf(options.map((w) => `(${words.query(w)})`))).join(' & ');
  }

  /**
   * Every spelling and synonym of each word first; when that finds nothing, the same with each
   * mistyped word replaced by the catalogue words most like it, so 'ladu gopal' finds Laddu Gopal
   * and 'mukat' finds what 'mukut' finds. A word nothing resembles is left out.
   */
  async function find(query: string, words: SearchVocabulary): Promise<string[]> {
    const tsquery = words.query(query);
    if (!tsquery) return [];
    const done = await searching.take();
    try {
      const found = await repository.search(tsquery);
      if (found.length > 0) return found;
      const fallback = await corrected(query, words, false);
      return fallback ? await repository.search(fallback) : [];
    } finally {
      done();
    }
  }

  return {
    /** Waits for the catalogue and the synonyms; `stamp()` is then non-zero. */
    async ready(): Promise<void> {
      await current();
    },

    /**
     * The generation of what search answers are made from (the catalogue snapshot and the
     * synonyms), 0 while it is being read again: answers cached under a stamp hold while it stays.
     */
    stamp(): number {
      if (!vocabulary || vocabulary.catalogueStamp !== catalogue.stamp()) return 0;
      if (now() - vocabulary.builtAt >= VOCABULARY_TTL_MS) void current().catch(() => undefined);
      return vocabulary.generation;
    },

    /** Ids of the active products matching the text, best first. */
    async productIds(text: string): Promise<string[]> {
      const query = normaliseQuery(text);
      const known = await current();
      return hits.get(query, known.generation, async () => {
        const found = await find(query, known.words);
        if (found.length === 0) known.misses.add(query);
        return found;
      });
    },

    /**
     * Counts a search answered with nothing (cached answers included), for the owner's list: true
     * when it was one.
     */
    noteAnswered(text: string): boolean {
      const query = normaliseQuery(text);
      if (!vocabulary?.misses.has(query)) return false;
      misses.note(query);
      return true;
    },

    /** Writes the zero-result searches counted since the last call. */
    async saveMisses(): Promise<void> {
      const counts = misses.take();
      await repository.recordMisses(counts, new Date(now()));
    },

    /** The owner changed the synonyms: the next search reads them again. */
    synonymsChanged(): void {
      vocabulary = undefined;
      building = undefined;
    },

    /**
     * At most eight: collections and deities with products first, then products, named in the
     * locale's language (a Hindi page also finds them by their Hindi names).
     */
    async suggest(text: string, locale: Locale): Promise<SearchSuggestion[]> {
      const query = normaliseQuery(text).trim().split(' ').slice(0, SUGGESTION_WORDS_MAX).join(' ');
      const known = await current();
      return suggestions.get(`${locale} ${query}`, known.generation, async () => {
        const byPrefix = known.words.query(query, { prefix: true });
        if (!byPrefix) return [];
        // Suggestions take their turns with searches: twenty at once would otherwise queue twenty
        // reads ahead of everything else the embedded database is asked (a health check's too).
        const done = await searching.take();
        let rows;
        try {
          rows = await repository.suggestions(byPrefix, SUGGESTION_ROWS, locale);
          if (rows.length === 0) {
            const fallback = await corrected(query, known.words, true);
            if (fallback) rows = await repository.suggestions(fallback, SUGGESTION_ROWS, locale);
          }
        } finally {
          done();
        }
        const lookup = await catalogue.lookup();
        const collections: SearchSuggestion[] = rows
          .filter((row) => row.kind === 'collection' && lookup.hasProducts(row.slug))
          .slice(0, COLLECTIONS_IN_SUGGESTIONS_MAX)
          .map((row) => {
            const named = localizeSuggestion(
              { kind: 'collection', label: row.label, href: '', thumbnail: null },
              row.labelHi,
              locale,
            );
            // Choosing it searches for the name it shows.
            return { ...named, href: `/search?q=${encodeURIComponent(named.label)}` };
          });
        const cards = await lookup.cards(rows.flatMap((row) => (row.kind === 'product' ? [row.slug] : [])));
        const products: SearchSuggestion[] = rows.flatMap((row) => {
          const card = row.kind === 'product' ? cards.get(row.slug) : undefined;
          if (!card) return [];
          const suggestion = {
            kind: 'product' as const,
            label: card.name,
            href: `/products/${card.slug}`,
            thumbnail: smallest(card.image),
          };
          return [localizeSuggestion(suggestion, card.hi?.name, locale)];
        });
        return [...collections, ...products].slice(0, SUGGESTIONS_MAX);
      });
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
