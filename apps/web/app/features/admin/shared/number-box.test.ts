import { describe, expect, it } from 'vitest';
import { numberFromBox, optionalNumberFromBox } from './number-box';

describe('number boxes', () => {
  it('reads what was typed, decimals and all', () => {
    expect(numberFromBox('1049.50')).toBe(1049.5);
    expect(numberFromBox(' 7 ')).toBe(7);
    expect(optionalNumberFromBox('250')).toBe(250);
  });

  it('leaves an empty required box for the server to refuse, and an empty optional one as null', () => {
    expect(numberFromBox('   ')).toBeNaN();
    expect(optionalNumberFromBox('')).toBeNull();
    expect(optionalNumberFromBox('  ')).toBeNull();
  });

  it('passes text that is not a number on as NaN', () => {
    expect(numberFromBox('ten')).toBeNaN();
    expect(optionalNumberFromBox('ten')).toBeNaN();
  });
});
