import { describe, expect, it } from 'vitest';
import { noticeIn } from '@shop/shared/errors/localized';
import { mergeCarts, mergeNotice } from './cart-merge-rules';

const line = (variantId: string, quantity: number, stock = 10) => ({
  productId: `p-${variantId}`,
  variantId,
  quantity,
  stock,
});

describe('joining a guest cart to the account cart', () => {
  it('adds the guest sizes the account cart does not hold', () => {
    expect(mergeCarts([], [line('a', 2)])).toEqual({
      lines: [{ productId: 'p-a', variantId: 'a', quantity: 2 }],
      added: 2,
      capped: 0,
    });
  });

  it('adds up the same size from both carts', () => {
    const merge = mergeCarts([line('a', 1)], [line('a', 2)]);
    expect(merge.lines).toEqual([{ productId: 'p-a', variantId: 'a', quantity: 3 }]);
    expect(merge.added).toBe(2);
  });

  it('never goes beyond the stock left and says so', () => {
    const merge = mergeCarts([line('a', 2)], [line('a', 3, 4)]);
    expect(merge).toEqual({ lines: [{ productId: 'p-a', variantId: 'a', quantity: 4 }], added: 2, capped: 1 });
  });

  it('leaves a sold-out size out and never lowers what the account already held', () => {
    expect(mergeCarts([line('a', 3)], [line('a', 1, 2), line('b', 1, 0)])).toEqual({ lines: [], added: 0, capped: 2 });
  });
});

describe('what the shopper is told after sign-in', () => {
  it('is nothing when the guest cart was empty', () => {
    expect(mergeNotice({ added: 0, capped: 0 })).toBeNull();
  });

  it('counts the items that joined the cart', () => {
    const said = (merge: { added: number; capped: number }) => noticeIn('en', mergeNotice(merge)!);
    expect(said({ added: 1, capped: 0 })).toBe('1 item from before you signed in is now in your cart.');
    expect(said({ added: 3, capped: 1 })).toBe(
      '3 items from before you signed in are now in your cart. Some quantities were lowered to the stock left.',
    );
  });

  it('explains when nothing more fitted the stock', () => {
    expect(noticeIn('en', mergeNotice({ added: 0, capped: 1 })!)).toMatch(/already holds all the stock left/);
  });
});
