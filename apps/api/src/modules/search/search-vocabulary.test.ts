import { describe, expect, it } from 'vitest';
import { searchVocabulary } from './search-vocabulary';

const catalogue = ['poshak', 'mukut', 'laddu', 'gopal', 'red', 'singhasan'];
const synonyms = [
  { term: 'dress', equivalent: 'poshak' },
  { term: 'poshak', equivalent: 'वस्त्र' },
  { term: 'bal gopal', equivalent: 'laddu gopal' },
];

describe('searchVocabulary', () => {
  const vocabulary = searchVocabulary(catalogue, synonyms);

  it('reaches the catalogue word from any spelling of it', () => {
    expect(vocabulary.query('पोशाक')).toContain('poshak');
    expect(vocabulary.query('sinhasan')).toBe('(sinhasan | singhasan)');
  });

  it('treats synonyms of synonyms as one group, whichever word is typed', () => {
    const forms = ['dress', 'poshak', 'वस्त्र', 'poshaak'].map((word) => vocabulary.query(word));
    for (const form of forms) {
      for (const word of ['dress', 'poshak', 'वस्त्र']) expect(form).toContain(word);
    }
  });

  it('matches a synonym of two words however its words are spelt', () => {
    expect(vocabulary.query('ladoo gopal red')).toBe('(bal & gopal | laddu & gopal) & red');
  });

  it('lets the last word be half typed for suggestions', () => {
    expect(vocabulary.query('red muk', { prefix: true })).toBe('red & (muk | muk:* | mukut:*)');
  });

  it('leaves out honorifics and linking words, unless a synonym holds them or they are all there is', () => {
    const withThakur = searchVocabulary(catalogue, [...synonyms, { term: 'thakur ji', equivalent: 'laddu gopal' }]);
    expect(withThakur.query('shri laddu gopal ji')).toBe(withThakur.query('laddu gopal'));
    expect(withThakur.query('श्री पोशाक जी')).toBe(withThakur.query('पोशाक'));
    expect(withThakur.query('thakur ji poshak')).toBe(withThakur.query('laddu gopal poshak'));
    expect(withThakur.query('laddu gopal ki poshak')).toBe(withThakur.query('laddu gopal poshak'));
    expect(withThakur.query('लड्डू गोपाल के लिए पोशाक')).toBe(withThakur.query('लड्डू गोपाल पोशाक'));
    expect(withThakur.query('ji')).toBe('ji');
  });

  it('says nothing for text without words', () => {
    expect(vocabulary.query(' -- ')).toBe('');
  });
});
