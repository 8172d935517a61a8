import type { Notice } from '@shop/shared/success-messages';

/** A line as merging sees it: the guest's lines carry the size's stock now. */
type MergeLine = { productId: string; variantId: string; quantity: number };

export type CartMerge = {
  /** The account cart's lines that change, at their new quantity. */
  lines: MergeLine[];
  /** Units the guest brought that the account cart now holds. */
  added: number;
  /** Lines held back at the size's stock (fewer than the two carts together). */
  capped: number;
};

/**
 * A guest's cart joined to the account's at sign-in: quantities of the same size add up, never
 * beyond its stock; a size sold out since it was added is left out.
 */
export function mergeCarts(account: MergeLine[], guest: (MergeLine & { stock: number })[]): CartMerge {
  const held = new Map(account.map((line) => [line.variantId, line.quantity]));
  const lines: MergeLine[] = [];
  let added = 0;
  let capped = 0;
  for (const line of guest) {
    const before = held.get(line.variantId) ?? 0;
    const wanted = before + line.quantity;
    const quantity = Math.min(wanted, Math.max(line.stock, before));
    if (quantity < wanted) capped += 1;
    if (quantity > before) {
      lines.push({ productId: line.productId, variantId: line.variantId, quantity });
      added += quantity - before;
      held.set(line.variantId, quantity);
    }
  }
  return { lines, added, capped };
}

/** What the shopper is told after sign-in; null when the guest's cart brought nothing. */
export function mergeNotice({ added, capped }: Pick<CartMerge, 'added' | 'capped'>): Notice | null {
  if (added === 1) return { code: capped > 0 ? 'CART_MERGED_ONE_LOWERED' : 'CART_MERGED_ONE' };
  if (added > 1) return { code: capped > 0 ? 'CART_MERGED_LOWERED' : 'CART_MERGED', params: { count: added } };
  return capped > 0 ? { code: 'CART_MERGE_HELD' } : null;
}
