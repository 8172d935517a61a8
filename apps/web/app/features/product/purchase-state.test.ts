import { describe, expect, it } from 'vitest';
import type { Variant } from '@shop/shared/contracts/catalogue';
import { changeQuantity, chooseSize, initialPurchaseState, purchaseStateFor, selectedVariant } from './purchase-state';

const variant = (size: string, stock: number, price = 300): Variant => ({
  _id: `v-${size}`,
  size,
  price,
  originalPrice: null,
  discount: 0,
  stock,
});
const variants = [variant('2', 3, 399), variant('3', 0, 449), variant('4', 25, 499)];

describe('choosing a size', () => {
  it('starts with no size and a quantity of 1', () => {
    expect(initialPurchaseState).toEqual({ size: null, quantity: 1, notice: null });
    expect(selectedVariant(initialPurchaseState, variants)).toBeUndefined();
  });

  it('starts at the size the address asks for when it has stock, otherwise at none', () => {
    expect(purchaseStateFor(variants, '4')).toEqual({ size: '4', quantity: 1, notice: null });
    expect(selectedVariant(purchaseStateFor(variants, '4'), variants)?.price).toBe(499);
    expect(purchaseStateFor(variants, '3')).toEqual(initialPurchaseState);
    expect(purchaseStateFor(variants, '9')).toEqual(initialPurchaseState);
    expect(purchaseStateFor(variants, null)).toEqual(initialPurchaseState);
  });

  it('sets the variant and resets the quantity to 1', () => {
    const state = chooseSize(
      { size: '4', quantity: 7, notice: { id: 'product.quantityTooHigh', values: { count: 25 } } },
      variants,
      '2',
    );
    expect(state).toEqual({ size: '2', quantity: 1, notice: null });
    expect(selectedVariant(state, variants)?.price).toBe(399);
  });

  it('refuses a size that is out of stock and keeps the previous choice', () => {
    const chosen = chooseSize(initialPurchaseState, variants, '2');
    expect(chooseSize(chosen, variants, '3')).toEqual({ ...chosen, notice: { id: 'shell.sizeOutOfStock' } });
  });

  it('refuses a size the product does not come in', () => {
    expect(chooseSize(initialPurchaseState, variants, '9').notice).toEqual({ id: 'product.invalidSize' });
  });
});

describe('changing the quantity', () => {
  const chosen = chooseSize(initialPurchaseState, variants, '2');
  const small = selectedVariant(chosen, variants);

  it('goes up to the chosen size’s stock and no further', () => {
    let state = changeQuantity(chosen, small, 2);
    state = changeQuantity(state, small, 3);
    expect(state).toEqual({ size: '2', quantity: 3, notice: null });
    expect(changeQuantity(state, small, 4)).toEqual({
      size: '2',
      quantity: 3,
      notice: { id: 'product.quantityTooHigh', values: { count: 3 } },
    });
  });

  it('never goes below 1', () => {
    expect(changeQuantity(chosen, small, 0)).toEqual({
      size: '2',
      quantity: 1,
      notice: { id: 'product.quantityTooLow' },
    });
  });

  it('ignores what is not a number', () => {
    expect(changeQuantity(chosen, small, Number.NaN)).toBe(chosen);
  });

  it('asks for a size first', () => {
    expect(changeQuantity(initialPurchaseState, undefined, 2).notice).toEqual({ id: 'product.selectSize' });
  });
});
