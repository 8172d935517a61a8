// Delivery promises shown before an order exists (the product page's PIN check). Couriers in
// India deliver Monday to Saturday, so a "business day" here skips Sundays only.

export const DELIVERY_MIN_BUSINESS_DAYS = 5;
export const DELIVERY_MAX_BUSINESS_DAYS = 7;

/** Remote island territories where couriers do not collect cash; everywhere else offers COD. */
export const COD_UNAVAILABLE_STATES: readonly string[] = ['Andaman and Nicobar Islands', 'Lakshadweep'];

export function isCodAvailable(state: string): boolean {
  return !COD_UNAVAILABLE_STATES.includes(state);
}

/** The date `days` business days after `from` (a calendar date; the time of day is ignored). */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0) left -= 1;
  }
  return date;
}

export function deliveryWindow(from: Date): { earliest: Date; latest: Date } {
  return {
    earliest: addBusinessDays(from, DELIVERY_MIN_BUSINESS_DAYS),
    latest: addBusinessDays(from, DELIVERY_MAX_BUSINESS_DAYS),
  };
}
