import { hinglishKey, searchWords } from './hinglish';

/** Longest synonym, in words, looked for in a search ('laddu gopal ji'). */
const PHRASE_WORDS_MAX = 4;
/** Catalogue words a half-typed word may stand for in suggestions. */
const COMPLETIONS_MAX = 12;

/**
 * Honorifics and the little Hindi words between ('kanha ji ki poshak', 'श्री राधा रानी के लिए'), by
 * their Hinglish key: outside a synonym phrase ('thakur ji') they narrow nothing, so a search leaves
 * them out. English ones ('for', 'of') are the text search's own stop words.
 */
export const LINKING_KEYS = new Set(
  ['ji', 'shri', 'ki', 'ka', 'ke', 'liye', 'लिए', 'vala', 'vali', 'vale'].map(hinglishKey),
);

export type SynonymPair = { term: string; equivalent: string };

/** A tsquery: `(a | b) & c`, made only of words that need no escaping. */
export type TsQueryText = string;

/** `(a | b | c)`: any one of the options matches. */
export function anyOf(options: readonly TsQueryText[]): TsQueryText {
  return options.length === 1 ? options[0]! : `(${options.join(' | ')})`;
}

function keysOf(phrase: string): string {
  return searchWords(phrase).map(hinglishKey).join(' ');
}

/**
 * What the shop knows about the words devotees type: the catalogue's own words by their Hinglish
 * key (so 'पोशाक', 'poshaak' and 'posak' reach 'poshak') and the owner's synonyms, each pair
 * joining two groups of phrases that then stand for one another ('dress', 'poshak', 'वस्त्र').
 * Built once per catalogue snapshot and synonym change; a search only looks words up in it.
 */
export function searchVocabulary(catalogueWords: readonly string[], synonyms: readonly SynonymPair[]) {
  const byKey = new Map<string, Set<string>>();
  for (const word of catalogueWords) {
    const key = hinglishKey(word);
    if (!byKey.has(key)) byKey.set(key, new Set());
    byKey.get(key)!.add(word);
  }

  // Union-find over phrases named by their keys, so 'ladoo gopal' is the phrase 'laddu gopal'.
  const parent = new Map<string, string>();
  const wordsOfPhrase = new Map<string, string[]>();
  const root = (key: string): string => {
    let at = key;
    while (parent.get(at) !== at) at = parent.get(at)!;
    parent.set(key, at);
    return at;
  };
  const addPhrase = (phrase: string): string | undefined => {
    const key = keysOf(phrase);
    if (!key) return undefined;
    if (!parent.has(key)) {
      parent.set(key, key);
      wordsOfPhrase.set(key, searchWords(phrase));
    }
    return key;
  };
  for (const { term, equivalent } of synonyms) {
    const a = addPhrase(term);
    const b = addPhrase(equivalent);
    if (a && b) parent.set(root(a), root(b));
  }
  const groups = new Map<string, string[]>();
  for (const key of parent.keys()) groups.set(root(key), [...(groups.get(root(key)) ?? []), key]);

  /** The word as typed and every catalogue word spelt like it. */
  function spellings(word: string): string[] {
    return [...new Set([word, ...(byKey.get(hinglishKey(word)) ?? [])])];
  }

  /** Catalogue words whose key starts like the half-typed word's, for suggestions. */
  function completions(word: string): string[] {
    const key = hinglishKey(word);
    const found: string[] = [];
    for (const [candidate, words] of byKey) {
      if (candidate.startsWith(key)) found.push(...words);
      if (found.length >= COMPLETIONS_MAX) break;
    }
    return found.slice(0, COMPLETIONS_MAX);
  }

  /** Every phrase of the synonym group: its words each in all their spellings. */
  function phraseAlternatives(key: string): TsQueryText {
    const phrases = groups.get(root(key)) ?? [key];
    return anyOf(
      phrases.map((phrase) =>
        wordsOfPhrase
          .get(phrase)!
          .map((w) => anyOf(spellings(w)))
          .join(' & '),
      ),
    );
  }

  return {
    /**
     * The search as a tsquery: every word (or synonym phrase) must match, each through any of its
     * spellings and synonyms; with `prefix`, the last word may be half typed. Empty when the
     * text has no words.
     */
    query(text: string, { prefix = false }: { prefix?: boolean } = {}): TsQueryText {
      const words = searchWords(text);
      const keys = words.map(hinglishKey);
      const parts: TsQueryText[] = [];
      for (let at = 0; at < words.length;) {
        let matched = 0;
        for (let length = Math.min(PHRASE_WORDS_MAX, words.length - at); length > 0; length -= 1) {
          if (parent.has(keys.slice(at, at + length).join(' '))) {
            matched = length;
            break;
          }
        }
        const last = at + Math.max(matched, 1) === words.length;
        const word = words[at]!;
        // Left out unless it is all there is, or (suggestions) the start of a word still being typed.
        if (matched === 0 && LINKING_KEYS.has(keys[at]!) && words.length > 1 && !(prefix && last)) {
          at += 1;
          continue;
        }
        const exact = matched > 0 ? phraseAlternatives(keys.slice(at, at + matched).join(' ')) : anyOf(spellings(word));
        parts.push(
          prefix && last && matched <= 1
            ? anyOf([exact, `${word}:*`, ...completions(word).map((w) => `${w}:*`)])
            : exact,
        );
        at += Math.max(matched, 1);
      }
      return parts.join(' & ');
    },
  };
}

export type SearchVocabulary = ReturnType<typeof searchVocabulary>;
