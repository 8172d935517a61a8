import { ApiError } from '../../../lib/api-client';

/**
 * The server's own words when it has them ('Only 2 items available'); the spec's generic cart
 * message for a crash or a dropped connection, where the server said nothing useful.
 */
export function cartErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'NETWORK') return error.message;
  return fallback;
}
