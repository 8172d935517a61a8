import { describe, expect, it } from 'vitest';
import { MISS_QUERY_MAX, missCounter } from './search-misses';

describe('missCounter', () => {
  it('counts each search that found nothing until the counts are taken', () => {
    const misses = missCounter();
    misses.note('kanha ji ki topi');
    misses.note('kanha ji ki topi');
    misses.note('chandan');
    expect(misses.take()).toEqual(
      new Map([
        ['kanha ji ki topi', 2],
        ['chandan', 1],
      ]),
    );
    expect(misses.take().size).toBe(0);
  });

  it('ignores over-long text and stops taking new searches past its limit', () => {
    const misses = missCounter();
    misses.note('a'.repeat(MISS_QUERY_MAX + 1));
    for (let n = 0; n < 500; n += 1) misses.note(`word${n}`);
    misses.note('word0');
    const taken = misses.take();
    expect(taken.size).toBe(100);
    expect(taken.get('word0')).toBe(2);
  });
});
