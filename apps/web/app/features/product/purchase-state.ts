import type { Variant } from '@shop/shared/contracts/catalogue';
import { CATALOGUE_ERRORS } from '@shop/shared/errors/catalogue';
import { messageOf } from '@shop/shared/errors/entry';

/** The product page's choice: a size (none at first), how many, and a message about the last attempt. */
export type PurchaseState = { size: string | null; quantity: number; notice: string | null };

export const initialPurchaseState: PurchaseState = { size: null, quantity: 1, notice: null };

/** Choosing a size sets the variant (and so the price) and starts the quantity again at 1. */
export function chooseSize(state: PurchaseState, variants: readonly Variant[], size: string): PurchaseState {
  const variant = variants.find((v) => v.size === size);
  if (!variant) return { ...state, notice: messageOf(CATALOGUE_ERRORS, 'INVALID_SIZE') };
  if (variant.stock <= 0) return { ...state, notice: messageOf(CATALOGUE_ERRORS, 'SIZE_OUT_OF_STOCK') };
  return { size, quantity: 1, notice: null };
}

/** Quantity stays between 1 and the chosen size's stock; a try beyond either end says why. */
export function changeQuantity(state: PurchaseState, variant: Variant | undefined, next: number): PurchaseState {
  if (!variant) return { ...state, notice: messageOf(CATALOGUE_ERRORS, 'SIZE_REQUIRED') };
  if (!Number.isFinite(next)) return state;
  const wanted = Math.trunc(next);
  if (wanted < 1) return { ...state, quantity: 1, notice: messageOf(CATALOGUE_ERRORS, 'QUANTITY_TOO_LOW') };
  if (wanted > variant.stock) {
    return {
      ...state,
      quantity: Math.max(1, variant.stock),
      notice: messageOf(CATALOGUE_ERRORS, 'QUANTITY_TOO_HIGH', { n: variant.stock }),
    };
  }
  return { ...state, quantity: wanted, notice: null };
}

export function selectedVariant(state: PurchaseState, variants: readonly Variant[]): Variant | undefined {
  return state.size === null ? undefined : variants.find((v) => v.size === state.size);
}
