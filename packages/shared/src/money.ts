// Money is integer paise everywhere inside the shop. The JSON wire speaks the spec's rupee
// numbers (999, 1049.5): these two functions are the only place the two meet.

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const inrPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,456 — Indian digit grouping; paise shown only when there are some. */
export function formatINR(paise: number): string {
  return (paise % 100 === 0 ? inrWhole : inrPaise).format(paise / 100);
}

/** Whole percent saved against the struck-through price, or 0 when there is no saving. */
export function discountPercent(pricePaise: number, originalPricePaise: number | null | undefined): number {
  if (!originalPricePaise || originalPricePaise <= pricePaise) return 0;
  return Math.round(((originalPricePaise - pricePaise) / originalPricePaise) * 100);
}
