import { queryOptions, useQuery } from '../../../lib/query';
import type { PincodeResponse } from '@shop/shared/contracts/pincode';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** District (as city), state and delivery facts for a 6-digit PIN; shared by the product page and address forms. */
export function getPincode(pin: string, api: ApiClient = browserApi) {
  return api<PincodeResponse>(`/pincode/${encodeURIComponent(pin)}`);
}

export function pincodeQuery(pin: string, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: ['pincode', pin],
    queryFn: () => getPincode(pin, api),
    // A PIN's district and state do not change; an unknown PIN stays unknown.
    staleTime: Infinity,
    retry: false,
  });
}

/** Looks the PIN up once it has six digits; `pin` may be partial while someone types. */
export function usePincode(pin: string) {
  return useQuery({ ...pincodeQuery(pin), enabled: /^\d{6}$/.test(pin) });
}
