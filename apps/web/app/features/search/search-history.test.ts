import { describe, expect, it } from 'vitest';
import { parseHistory, withSearch } from './search-history';

describe('search history', () => {
  it('keeps the latest five searches, newest first, each once whatever its case', () => {
    let history: string[] = [];
    for (const term of ['mukut', 'jhula', ' Mukut ', 'flute', 'pagdi', 'bansuri', 'chunri']) {
      history = withSearch(history, term);
    }
    expect(history).toEqual(['chunri', 'bansuri', 'pagdi', 'flute', 'Mukut']);
  });

  it('ignores blank searches', () => {
    expect(withSearch(['mukut'], '   ')).toEqual(['mukut']);
  });

  it('reads back only a list of words, whatever else was stored under the key', () => {
    expect(parseHistory(JSON.stringify(['a', 'b']))).toEqual(['a', 'b']);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseHistory(JSON.stringify(['ok', 3, '', null, 'fine']))).toEqual(['ok', 'fine']);
    expect(parseHistory(null)).toEqual([]);
  });
});
