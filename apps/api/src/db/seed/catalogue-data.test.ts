import { describe, expect, it } from 'vitest';
import { CATALOGUE, titleColour } from './catalogue-data';

const LINKING_WORDS = new Set(['and', 'with', 'for', 'in', 'of', '&']);

/** The words of a name before its deity (' for Radha Rani'), where a repeat reads as a typo. */
function repeatedWords(name: string): string[] {
  const words = name
    .replace(/ for [A-Z].*$/, '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !LINKING_WORDS.has(word));
  return words.filter((word, index) => words.indexOf(word) !== index);
}

describe('Seeded product names', () => {
  it('never say a word twice', () => {
    const doubled = CATALOGUE.products.map((product) => product.name).filter((name) => repeatedWords(name).length > 0);
    expect(doubled).toEqual([]);
  });

  it('drop the template word the colour already says', () => {
    expect(titleColour('Royal {c} Pagdi', { name: 'Royal Blue' })).toBe('Royal Blue Pagdi');
    expect(titleColour('{c} Royal Velvet Poshak', { name: 'Royal Blue' })).toBe('Royal Blue Velvet Poshak');
    expect(titleColour('{c} Royal Velvet Poshak', { name: 'Maroon' })).toBe('Maroon Royal Velvet Poshak');
  });
});
