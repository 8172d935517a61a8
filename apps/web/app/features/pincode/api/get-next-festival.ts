import { queryOptions, useQuery } from '../../../lib/query';
import type { NextFestivalResponse } from '@shop/shared/contracts/festivals';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** "Arrives before Janmashtami?" for a parcel to a 6-digit PIN ordered now (null: nothing to say). */
export function getNextFestival(pin: string, api: ApiClient = browserApi) {
  return api<NextFestivalResponse>(`/festivals/next?pin=${encodeURIComponent(pin)}`);
}

export function nextFestivalQuery(pin: string, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: ['festivals', 'next', pin],
    queryFn: () => getNextFestival(pin, api),
    // The answer moves with the day and the owner's calendar; the server lets browsers keep it as long.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Asked beside the PIN's own answer, once the PIN has six digits. */
export function useNextFestival(pin: string) {
  return useQuery({ ...nextFestivalQuery(pin), enabled: /^\d{6}$/.test(pin) });
}
