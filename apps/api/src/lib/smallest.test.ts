import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallest } from './smallest';

describe('the first of a page sorted by price', () => {
  it('are the smallest keys in order, as sorting them all gives, duplicates and all', () => {
    // Keys as a listing makes them: a price times 2^21 plus a shop position, with many equal prices.
    const key = fc.tuple(fc.integer({ min: 0, max: 299 }), fc.integer({ min: 0, max: 49 }));
    fc.assert(
      fc.property(fc.array(key, { maxLength: 6_000 }), fc.integer({ min: 1, max: 6_000 }), (keys, count) => {
        const values = Float64Array.from(keys, ([price, position]) => price * 2 ** 21 + position);
        const sorted = [...values].sort((a, b) => a - b);
        expect(Array.from(smallest(values, count))).toEqual(sorted.slice(0, count));
      }),
      { numRuns: 200 },
    );
  });
});
