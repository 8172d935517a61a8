import { describe, expect, it } from 'vitest';
import { askedSetPricePaise, setPrice, setStock, type SetPartPrice } from './set-rules';

const poshak: SetPartPrice = { pricePaise: 49_900, originalPricePaise: 59_900, quantity: 1 };
const mukut: SetPartPrice = { pricePaise: 29_900, originalPricePaise: null, quantity: 1 };
const bansuri: SetPartPrice = { pricePaise: 9_900, originalPricePaise: 12_900, quantity: 1 };
const mala: SetPartPrice = { pricePaise: 14_900, originalPricePaise: null, quantity: 2 };

function sharesTotal(parts: SetPartPrice[], shares: number[]): number {
  return shares.reduce((total, share, i) => total + share * parts[i]!.quantity, 0);
}

describe('set price', () => {
  it('takes the percentage off the parts bought alone', () => {
    // 499 + 299 + 99 + 2 × 149 = 1195; 10% off = 1075.50
    expect(askedSetPricePaise([poshak, mukut, bansuri, mala], { discountPercent: 10 })).toBe(107_550);
    expect(setPrice([poshak, mukut, bansuri, mala], { discountPercent: 10 }).pricePaise).toBe(107_550);
  });

  it('keeps a fixed price exactly', () => {
    expect(setPrice([poshak, mukut, bansuri, mala], { fixedPricePaise: 99_900 }).pricePaise).toBe(99_900);
  });

  it('counts the MRP from the struck-through prices, or the own price where there is none', () => {
    // 599 + 299 + 129 + 2 × 149
    expect(setPrice([poshak, mukut, bansuri, mala], { discountPercent: 5 }).mrpPaise).toBe(132_500);
  });

  it('splits the set price into shares that add up to it exactly, in proportion to the parts', () => {
    const parts = [poshak, mukut, bansuri, mala];
    for (const pricing of [{ discountPercent: 7 }, { fixedPricePaise: 99_901 }, { fixedPricePaise: 1_000 }]) {
      const { pricePaise, unitSharesPaise } = setPrice(parts, pricing);
      expect(sharesTotal(parts, unitSharesPaise)).toBe(pricePaise);
      expect(pricePaise).toBe(askedSetPricePaise(parts, pricing));
    }
    const { unitSharesPaise } = setPrice(parts, { fixedPricePaise: 99_900 });
    expect(unitSharesPaise[0]).toBeGreaterThan(unitSharesPaise[1]!);
    expect(unitSharesPaise[1]).toBeGreaterThan(unitSharesPaise[2]!);
  });

  it('falls short of the asked price by less than a part quantity only when no part is sold singly', () => {
    const pairs = [
      { pricePaise: 10_000, originalPricePaise: null, quantity: 2 },
      { pricePaise: 5_000, originalPricePaise: null, quantity: 2 },
    ];
    const { pricePaise, unitSharesPaise } = setPrice(pairs, { fixedPricePaise: 20_001 });
    expect(pricePaise).toBe(20_000);
    expect(sharesTotal(pairs, unitSharesPaise)).toBe(pricePaise);
  });
});

describe('set stock', () => {
  it('is the fewest whole sets any part can fill', () => {
    expect(
      setStock([
        { stock: 5, quantity: 1 },
        { stock: 7, quantity: 2 },
        { stock: 9, quantity: 1 },
      ]),
    ).toBe(3);
  });

  it('is nothing when one part is out of stock', () => {
    expect(
      setStock([
        { stock: 5, quantity: 1 },
        { stock: 1, quantity: 2 },
      ]),
    ).toBe(0);
    expect(setStock([])).toBe(0);
  });
});
