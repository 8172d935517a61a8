import { FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_FEE_PAISE, type ShippingMethod } from '@shop/shared/constants';
import { DEFAULT_DELIVERY_ZONE, deliveryDaysFor, type DeliveryZone } from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { useT } from './i18n';

/**
 * The delivery rule (delivery-estimate.ts) in the page's language: a shipping method's name, how
 * long it takes to a zone, and what standard delivery costs. Pages that show it name `delivery`.
 */
export function useDeliveryWords() {
  const t = useT();
  const label = (method: ShippingMethod) =>
    method === 'store' ? t('delivery.store') : method === 'express' ? t('delivery.express') : t('delivery.standard');
  /** `courierDays`: the couriers' quote for the PIN, when the shop asked them (standard delivery only). */
  type CourierDays = { min: number; max: number } | null | undefined;
  const days = (
    zone: DeliveryZone = DEFAULT_DELIVERY_ZONE,
    method: Exclude<ShippingMethod, 'store'> = 'online',
    courierDays?: CourierDays,
  ) => t('delivery.days', deliveryDaysFor(zone, method, courierDays));
  const eta = (method: ShippingMethod, zone: DeliveryZone = DEFAULT_DELIVERY_ZONE, courierDays?: CourierDays) =>
    method === 'store' ? t('delivery.ready') : days(zone, method, courierDays);
  const standardFee = () =>
    t('delivery.standardFee', {
      free: formatINR(FREE_SHIPPING_THRESHOLD_PAISE),
      fee: formatINR(SHIPPING_FEE_PAISE.online),
    });
  return { label, days, eta, standardFee };
}
