import { useMutation } from '../../../lib/query';
import type { TrackLookupRequest, TrackOrderResponse } from '@shop/shared/contracts/orders';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/**
 * POST /api/v1/orders/track {orderNumber, confirm}: a guest without the order's link finds it by
 * the number on the confirmation and the order's email or phone. Posted, never in the address.
 */
export function lookUpOrder(body: TrackLookupRequest, api: ApiClient = browserApi) {
  return api<TrackOrderResponse>('/orders/track', { method: 'POST', body });
}

export function useLookUpOrder() {
  return useMutation({ mutationFn: (body: TrackLookupRequest) => lookUpOrder(body) });
}
