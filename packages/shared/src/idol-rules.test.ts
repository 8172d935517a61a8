import { describe, expect, it } from 'vitest';
import { SIZE_CHART } from './constants';
import { IDOL_HEIGHT_MAX_IN, sizeForHeight } from './idol-rules';

describe('the size guide turning an idol height into a size', () => {
  it('gives each size for the height the size guide lists for it', () => {
    for (const row of SIZE_CHART) expect(sizeForHeight(row.idolHeightIn)).toBe(row.size);
  });

  it('chooses the larger size for a height between two sizes', () => {
    expect(sizeForHeight(3)).toBe('3');
    expect(sizeForHeight(3.2)).toBe('4');
    expect(sizeForHeight(2.5)).toBe('2');
    expect(sizeForHeight(4)).toBe('6');
  });

  it('reads a measurement a hair over a size as that size', () => {
    expect(sizeForHeight(3.18)).toBe('3');
    expect(sizeForHeight(4.45)).toBe('6');
  });

  it('gives size 0 for the smallest idols', () => {
    expect(sizeForHeight(1)).toBe('0');
    expect(sizeForHeight(1.5)).toBe('0');
  });

  it('has no size for an idol taller than size 6, too small to measure, or no number', () => {
    expect(sizeForHeight(IDOL_HEIGHT_MAX_IN + 0.01)).toBeNull();
    expect(sizeForHeight(6)).toBeNull();
    expect(sizeForHeight(0.5)).toBeNull();
    expect(sizeForHeight(0)).toBeNull();
    expect(sizeForHeight(-3)).toBeNull();
    expect(sizeForHeight(Number.NaN)).toBeNull();
  });
});
