import type { CATALOGUE_ERRORS } from '@shop/shared/errors/catalogue';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's own words when it has them ('Only 2 items available'); the spec's generic cart
 * message for a crash or a dropped connection, where the server said nothing useful.
 */
export function cartErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'NETWORK') return error.message;
  return fallback;
}

/** Add-to-cart refusals (from the shared error catalogue) whose own words help the shopper choose again. */
const ADD_TO_CART_REFUSALS: ReadonlySet<string> = new Set<keyof typeof CATALOGUE_ERRORS>([
  'SIZE_OUT_OF_STOCK',
  'QUANTITY_TOO_HIGH',
  'SIZE_NOT_AVAILABLE',
  'INVALID_SIZE',
]);

/** `failed`: the spec's message, in the page's words, when adding fails for any other reason. */
export function addToCartErrorMessage(error: unknown, failed: string): string {
  return error instanceof ApiError && ADD_TO_CART_REFUSALS.has(error.code) ? error.message : failed;
}
