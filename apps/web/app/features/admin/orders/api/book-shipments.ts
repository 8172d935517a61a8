import { useMutation, useQueryClient } from '../../../../lib/query';
import type { BulkBookingRequest, BulkBookingResponse } from '@shop/shared/contracts/shipping';
import { ADMIN_DASHBOARD_QUERY_KEY } from '../../shared/admin-query-keys';
import { adminApi } from '../../shared/admin-api';
import { ADMIN_ORDERS_QUERY_KEY } from './list-orders';

/** POST /api/v1/admin/shipments/bulk {orderIds, rule?}: each order booked in turn, each with its outcome. */
export function bookShipments(body: BulkBookingRequest): Promise<BulkBookingResponse> {
  return adminApi<BulkBookingResponse>('/shipments/bulk', { method: 'POST', body });
}

/** Booked orders leave the ready-to-ship list and count as shipped. */
export function useBookShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookShipments,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY });
    },
  });
}
