// Admin forms keep numbers as the text the owner typed; these read a box back for the API.

/** A required number: an empty box becomes NaN, which the server refuses with the field's own message. */
export function numberFromBox(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** An optional number: an empty box is null ("no limit", "no discount"). */
export function optionalNumberFromBox(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}
