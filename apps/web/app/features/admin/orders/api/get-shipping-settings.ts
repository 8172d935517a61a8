import { queryOptions, useQuery } from '../../../../lib/query';
import type { ShippingSettings } from '@shop/shared/contracts/shipping';
import { adminApi } from '../../shared/admin-api';

export const SHIPPING_SETTINGS_QUERY_KEY = ['admin', 'shipping', 'settings'] as const;

/** GET /api/v1/admin/shipping/settings: the owner's courier rule and how parcels are booked. */
export function getShippingSettings(): Promise<ShippingSettings> {
  return adminApi<ShippingSettings>('/shipping/settings');
}

export function shippingSettingsQuery() {
  return queryOptions({ queryKey: SHIPPING_SETTINGS_QUERY_KEY, queryFn: getShippingSettings, staleTime: 60_000 });
}

export function useShippingSettings() {
  return useQuery(shippingSettingsQuery());
}
