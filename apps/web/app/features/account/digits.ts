/**
 * Keeps the digits of what was typed or pasted, up to `max`. A pasted phone number written with
 * +91 or a leading 0 keeps its 10 digits.
 */
export function onlyDigits(value: string, max: number): string {
  let digits = value.replace(/\D/g, '');
  if (max === 10 && digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (max === 10 && digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, max);
}

/**
 * What a phone field keeps while the shopper types: digits and the marks people write a number
 * with (`+91 98765 43210`), never more than such a number holds; the shared rule reads it on submit.
 */
export function phoneAsTyped(value: string): string {
  return value.replace(/[^\d+\s-]/g, '').slice(0, 16);
}
