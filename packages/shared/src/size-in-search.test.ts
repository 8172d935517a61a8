import { describe, expect, it } from 'vitest';
import { sizeInSearch } from './size-in-search';

describe('a size typed into a search', () => {
  it.each([
    ['poshak size 3', 'poshak', ['3']],
    ['size 3', '', ['3']],
    ['Size-3 dress', 'dress', ['3']],
    ['size no. 3 mukut', 'mukut', ['3']],
    ['3 number poshak', 'poshak', ['3']],
    ['kanha ji dress 3 no', 'kanha ji dress', ['3']],
    ['number 2 jhula', 'jhula', ['2']],
    ['साइज़ 3 पोशाक', 'पोशाक', ['3']],
    // The nukta written apart, as many phone keyboards do.
    ['साइज\u093C 3', '', ['3']],
    ['साइज ३ पोशाक', 'पोशाक', ['3']],
    ['पोशाक 4 नंबर', 'पोशाक', ['4']],
    ['size 2 or size 4', 'or', ['2', '4']],
  ])('reads %j as the size filter', (text, rest, sizes) => {
    expect(sizeInSearch(text)).toEqual({ text: rest, sizes });
  });

  it.each(['size 9 poshak', 'size 10', 'poshak 3', '2 in 1 combo', 'resize 3', 'mukut'])(
    'leaves %j to be searched as typed',
    (text) => {
      expect(sizeInSearch(text)).toEqual({ text, sizes: [] });
    },
  );
});
