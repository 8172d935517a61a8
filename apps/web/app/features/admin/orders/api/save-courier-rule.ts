import { useMutation, useQueryClient } from '../../../../lib/query';
import type { CourierRule, ShippingSettings } from '@shop/shared/contracts/shipping';
import { adminApi } from '../../shared/admin-api';
import { SHIPPING_SETTINGS_QUERY_KEY } from './get-shipping-settings';

/** PUT /api/v1/admin/shipping/settings {courierRule}: the default of every booking from now on. */
export function saveCourierRule(courierRule: CourierRule): Promise<ShippingSettings> {
  return adminApi<ShippingSettings>('/shipping/settings', { method: 'PUT', body: { courierRule } });
}

export function useSaveCourierRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourierRule,
    onSuccess: (settings) => queryClient.setQueryData(SHIPPING_SETTINGS_QUERY_KEY, settings),
  });
}
