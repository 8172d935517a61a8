import type { Variant } from '@shop/shared/contracts/catalogue';
import type { MessageId } from '../../locales/catalogues.server';

/** What the page tells the shopper about their last attempt, in the page's words. */
type Notice = { id: MessageId; values?: { count: number } };

/** The product page's choice: a size (none at first), how many, and a message about the last attempt. */
export type PurchaseState = { size: string | null; quantity: number; notice: Notice | null };

export const initialPurchaseState: PurchaseState = { size: null, quantity: 1, notice: null };

/**
 * The page's first choice: the size its address asks for (`?size=3`, from a listing's size filter)
 * when the product has it in stock, otherwise none.
 */
export function purchaseStateFor(variants: readonly Variant[], size: string | null): PurchaseState {
  const asked = size === null ? undefined : variants.find((v) => v.size === size && v.stock > 0);
  return asked ? { ...initialPurchaseState, size: asked.size } : initialPurchaseState;
}

/** Choosing a size sets the variant (and so the price) and starts the quantity again at 1. */
export function chooseSize(state: PurchaseState, variants: readonly Variant[], size: string): PurchaseState {
  const variant = variants.find((v) => v.size === size);
  if (!variant) return { ...state, notice: { id: 'product.invalidSize' } };
  if (variant.stock <= 0) return { ...state, notice: { id: 'shell.sizeOutOfStock' } };
  return { size, quantity: 1, notice: null };
}

/** Quantity stays between 1 and the chosen size's stock; a try beyond either end says why. */
export function changeQuantity(state: PurchaseState, variant: Variant | undefined, next: number): PurchaseState {
  if (!variant) return { ...state, notice: { id: 'product.selectSize' } };
  if (!Number.isFinite(next)) return state;
  const wanted = Math.trunc(next);
  if (wanted < 1) return { ...state, quantity: 1, notice: { id: 'product.quantityTooLow' } };
  if (wanted > variant.stock) {
    return {
      ...state,
      quantity: Math.max(1, variant.stock),
      notice: { id: 'product.quantityTooHigh', values: { count: variant.stock } },
    };
  }
  return { ...state, quantity: wanted, notice: null };
}

export function selectedVariant(state: PurchaseState, variants: readonly Variant[]): Variant | undefined {
  return state.size === null ? undefined : variants.find((v) => v.size === state.size);
}
