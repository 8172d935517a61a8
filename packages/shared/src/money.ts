// Money is integer paise everywhere inside the shop. The JSON wire speaks the spec's rupee
// numbers (999, 1049.5): these two functions are the only place the two meet.

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** 1234567 → "12,34,567": the last three digits, then pairs (Indian grouping). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * ₹1,23,456 — Indian digit grouping; paise shown only when there are some. Written out rather than
 * with Intl.NumberFormat: every page shows prices, and building the en-IN currency formatter cost a
 * phone's browser about 20 ms of the page's start (money.test.ts checks both agree).
 */
export function formatINR(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const whole = groupIndian(Math.floor(abs / 100));
  const rest = abs % 100;
  return `${sign}₹${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** A rupee amount from the wire (999, 1049.5) shown as formatINR shows paise: ₹999, ₹1,049.50. */
export function formatRupees(rupees: number): string {
  return formatINR(rupeesToPaise(rupees));
}

/** Whole percent saved against the struck-through price, or 0 when there is no saving. */
export function discountPercent(pricePaise: number, originalPricePaise: number | null | undefined): number {
  if (!originalPricePaise || originalPricePaise <= pricePaise) return 0;
  return Math.round(((originalPricePaise - pricePaise) / originalPricePaise) * 100);
}
