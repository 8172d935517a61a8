// A complete shringar set's price, MRP, stock and each part's share of its price (decision 0152).
// All amounts are integer paise.

export type SetPartPrice = {
  /** One unit's own price, and its struck-through price (null: none). */
  pricePaise: number;
  originalPricePaise: number | null;
  /** Units of this part in one set. */
  quantity: number;
};

export type SetPricing = { discountPercent: number } | { fixedPricePaise: number };

/** The parts' own prices added up: what they cost bought alone. */
export function partsTotalPaise(parts: SetPartPrice[]): number {
  return parts.reduce((total, part) => total + part.pricePaise * part.quantity, 0);
}

/** The parts' struck-through prices added up (their own price where they have none). */
export function setMrpPaise(parts: SetPartPrice[]): number {
  return parts.reduce((total, part) => total + (part.originalPricePaise ?? part.pricePaise) * part.quantity, 0);
}

/** The price the owner asked: the parts less the percentage (to the paisa, rounded), or the fixed price. */
export function askedSetPricePaise(parts: SetPartPrice[], pricing: SetPricing): number {
  if ('fixedPricePaise' in pricing) return pricing.fixedPricePaise;
  return Math.round((partsTotalPaise(parts) * (100 - pricing.discountPercent)) / 100);
}

/**
 * Each part's price per unit inside the set, in proportion to its own price, so that every unit
 * keeps a whole-paisa price (order lines and invoices are unit price × quantity). The shares add up
 * to the set's price exactly: the paise the proportion leaves over go, one per unit, to the parts
 * with the largest remainders. Only a set whose every part comes in several units can fall short of
 * the asked price, by less than the smallest part's quantity in paise; `pricePaise` is then what
 * the shares add up to, which is what the shopper pays.
 */
export function setPrice(
  parts: SetPartPrice[],
  pricing: SetPricing,
): { pricePaise: number; mrpPaise: number; unitSharesPaise: number[] } {
  const asked = askedSetPricePaise(parts, pricing);
  const whole = partsTotalPaise(parts);
  const exact = parts.map((part) => (whole === 0 ? 0 : (asked * part.pricePaise) / whole));
  const shares = exact.map((value) => Math.floor(value));
  let left = asked - shares.reduce((total, share, i) => total + share * parts[i]!.quantity, 0);
  const byRemainder = parts
    .map((_, i) => i)
    .sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!) || parts[a]!.quantity - parts[b]!.quantity);
  // Each pass gives a paisa per unit to the parts it still fits; at most a few passes, as left < Σ quantity × passes.
  while (left > 0) {
    let gave = false;
    for (const i of byRemainder) {
      const quantity = parts[i]!.quantity;
      if (quantity <= left) {
        shares[i]! += 1;
        left -= quantity;
        gave = true;
      }
      if (left === 0) break;
    }
    if (!gave) break;
  }
  return {
    pricePaise: shares.reduce((total, share, i) => total + share * parts[i]!.quantity, 0),
    mrpPaise: setMrpPaise(parts),
    unitSharesPaise: shares,
  };
}

/** Sets the parts' stock allows: the fewest whole sets any one part can fill. */
export function setStock(parts: { stock: number; quantity: number }[]): number {
  if (parts.length === 0) return 0;
  return Math.max(0, Math.min(...parts.map((part) => Math.floor(part.stock / part.quantity))));
}
