/** One error code's HTTP status and the specification's wording of its message. */
export type ErrorCatalogue = Record<string, { status: number; message: string }>;

export type ErrorParams = Record<string, string | number>;

/**
 * The wording of `code` in `catalogue` (the whole one in ../errors.ts, or one area's part of it),
 * with its `{name}` placeholders filled in.
 */
export function messageOf<C extends ErrorCatalogue>(catalogue: C, code: keyof C, params: ErrorParams = {}): string {
  return fillPlaceholders(catalogue[code]!.message, params);
}

/** A message's `{name}` placeholders filled from `params`; unknown names stay as written. */
export function fillPlaceholders(message: string, params: ErrorParams): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
