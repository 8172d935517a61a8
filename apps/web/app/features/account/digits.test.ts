import { describe, expect, it } from 'vitest';
import { onlyDigits } from './digits';

describe('Digits-only fields', () => {
  it.each([
    ['98765abc43210', 10, '9876543210'],
    ['98765 43210', 10, '9876543210'],
    ['+91 98765 43210', 10, '9876543210'],
    ['098765 43210', 10, '9876543210'],
    ['987654321099', 10, '9876543210'],
    ['2811 21', 6, '281121'],
    ['2811219', 6, '281121'],
    ['abc', 6, ''],
  ])('%s (max %i) keeps %s', (typed, max, kept) => {
    expect(onlyDigits(typed, max)).toBe(kept);
  });
});
