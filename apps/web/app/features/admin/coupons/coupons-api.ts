import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import type {
  AdminCoupon,
  AdminCouponInput,
  AdminCouponListResponse,
  AdminCouponResponse,
} from '@shop/shared/contracts/admin-coupons';
import { adminApi, useAdminSave } from '../shared/admin-api';

// The coupon calls of the back office: list with usage counts, save (create or edit), switch on or off.

export const COUPONS_KEY = ['admin', 'coupons'] as const;

export const couponsQuery = () =>
  queryOptions({
    queryKey: COUPONS_KEY,
    queryFn: async () => (await adminApi<AdminCouponListResponse>('/coupons')).coupons,
    staleTime: 0,
  });

export const useAdminCoupons = () => useQuery(couponsQuery());

export const useSaveCoupon = () => useAdminSave<AdminCouponInput, AdminCoupon>('/coupons', 'coupon', COUPONS_KEY);

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) =>
      (await adminApi<AdminCouponResponse>(`/coupons/${id}/active`, { method: 'POST', body: { active } })).coupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
