/**
 * PostgreSQL's error code (SQLSTATE) of a failed query, or undefined for any other failure. Both
 * drivers put it on the error as `code`; Drizzle wraps the driver's error as its `cause`.
 */
export function postgresErrorCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 3; depth += 1) {
    // Five digits or capitals with at least one digit: not a Node code such as EPIPE.
    if (typeof current.code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** A unique index refused the row (23505): another request wrote the same value first. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === '23505';
}
