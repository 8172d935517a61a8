import { useMutation } from '../../../lib/query';
import type { TrackOrderRequest, TrackOrderResponse } from '@shop/shared/contracts/orders';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/**
 * POST /api/v1/orders/:orderId/track {confirm}: anyone who knows the order's email address or
 * phone number may follow it. The answer is kept only on this page, never in the shared cache.
 */
export function confirmOrderTracking(orderId: string, body: TrackOrderRequest, api: ApiClient = browserApi) {
  return api<TrackOrderResponse>(`/orders/${encodeURIComponent(orderId)}/track`, { method: 'POST', body });
}

export function useConfirmOrderTracking(orderId: string) {
  return useMutation({ mutationFn: (body: TrackOrderRequest) => confirmOrderTracking(orderId, body) });
}
