import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { makeQueryClient } from '../../lib/query-client';
import { nextFestivalQuery } from '../pincode/api/get-next-festival';
import { pincodeQuery } from '../pincode/api/get-pincode';

/**
 * A PIN the product page's form sent without a script (`?pincode=`): the check starts answered,
 * or refused as the browser would refuse it.
 */
export type PinCheckStart = { pin: string; refusal: 'format' | 'not_found' | 'failed' | null };

/** The PIN's answer and its festival line, asked by the page's loader so the server's HTML shows them. */
export async function startPinCheck(
  typed: string | null,
  api: ApiClient,
): Promise<{ start: PinCheckStart | null; queries: DehydratedState['queries'] }> {
  if (typed === null) return { start: null, queries: [] };
  const pin = typed.trim();
  if (!/^\d{6}$/.test(pin)) return { start: { pin: pin.slice(0, 6), refusal: 'format' }, queries: [] };
  const client = makeQueryClient();
  try {
    await client.fetchQuery({ ...pincodeQuery(pin, api), retry: false });
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return { start: { pin, refusal: notFound ? 'not_found' : 'failed' }, queries: [] };
  }
  // The festival line is a bonus: the PIN's answer shows without it.
  await client.prefetchQuery(nextFestivalQuery(pin, api));
  return { start: { pin, refusal: null }, queries: dehydrate(client).queries };
}
