import { describe, expect, it } from 'vitest';
import { hinglishKey, searchWords } from './hinglish';

const sameKey = (...words: string[]) => new Set(words.map(hinglishKey));

describe('hinglishKey', () => {
  it('spells a word in Devanagari and in its common Latin spellings alike', () => {
    for (const spellings of [
      ['पोशाक', 'poshak', 'poshaak', 'posak'],
      ['मुकुट', 'mukut'],
      ['सिंहासन', 'singhasan', 'sinhasan', 'singhaasan'],
      ['झूला', 'jhula', 'jhoola'],
      ['लड्डू', 'laddu', 'ladoo', 'ladu'],
      ['श्रृंगार', 'shringar'],
      ['कमरबंद', 'kamarband'],
      ['बांसुरी', 'bansuri', 'baansuri'],
      ['ज़री', 'zari', 'jari'],
    ]) {
      expect(sameKey(...spellings).size, spellings.join(' ')).toBe(1);
    }
  });

  it('keeps different words apart', () => {
    expect(sameKey('mukut', 'poshak', 'jhula', 'mala').size).toBe(4);
  });

  it('leaves numbers as they are', () => {
    expect(hinglishKey('12')).toBe('12');
  });
});

describe('searchWords', () => {
  it('keeps Devanagari vowel signs inside their words', () => {
    expect(searchWords('लड्डू गोपाल की पोशाक')).toEqual(['लड्डू', 'गोपाल', 'की', 'पोशाक']);
  });

  it('reads at most eight words, lower-cased', () => {
    expect(searchWords('A b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
