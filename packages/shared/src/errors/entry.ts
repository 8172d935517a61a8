/** One error code's HTTP status and the specification's wording of its message. */
export type ErrorCatalogue = Record<string, { status: number; message: string }>;

export type ErrorParams = Record<string, string | number>;

/** A message with its `{name}` placeholders filled in. */
export function fillMessage(message: string, params: ErrorParams = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
