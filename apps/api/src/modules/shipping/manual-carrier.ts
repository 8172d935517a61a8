import { SHIPPING_FEE_PAISE } from '@shop/shared/constants';
import { DEFAULT_DELIVERY_ZONE, DELIVERY_DAYS } from '@shop/shared/delivery-estimate';
import { ADMIN_ORDER_MESSAGES } from '@shop/shared/contracts/admin-orders';
import { AppError } from '../../app-error';
import type { Carrier } from './carrier-types';
import { renderShippingLabelsPdf } from './shipping-label-pdf';

/**
 * The shop's own courier arrangement, as before there was an aggregator: the owner hands the
 * parcel to a courier and types its name and AWB; the shop draws the label and manifest itself.
 */
export function manualCarrier({ now = () => new Date() }: { now?: () => Date } = {}): Carrier {
  return {
    provider: 'manual',

    // No courier is asked: the shop's own standard delivery fee and days are the one option.
    async serviceability() {
      const days = DELIVERY_DAYS[DEFAULT_DELIVERY_ZONE].online;
      return [
        {
          courierId: 'manual',
          name: 'Shop courier',
          pricePaise: SHIPPING_FEE_PAISE.online,
          days: days.max,
          codAllowed: true,
          expectedBy: null,
        },
      ];
    },

    async book(_parcel, choice) {
      const courier = choice.kind === 'typed' ? choice.courier.trim() : '';
      const trackingNumber = choice.kind === 'typed' ? choice.trackingNumber.trim() : '';
      if (!courier || !trackingNumber) {
        throw new AppError(
          'VALIDATION_FAILED',
          {},
          {
            ...(courier ? {} : { courier: ADMIN_ORDER_MESSAGES.courierRequired }),
            ...(trackingNumber ? {} : { trackingNumber: ADMIN_ORDER_MESSAGES.trackingRequired }),
          },
        );
      }
      return {
        carrierOrderId: null,
        carrierShipmentId: null,
        courier,
        awb: trackingNumber,
        labelUrl: null,
        trackingUrl: null,
        pickupScheduledFor: null,
        expectedBy: null,
      };
    },

    labels: (parcels) => renderShippingLabelsPdf(parcels, now()),

    // A courier the owner arranged by hand reports to the owner, who moves the order by hand.
    async track() {
      return null;
    },

    async cancel() {},

    // The owner arranged the courier, so the owner tells it; the choice is recorded for them.
    async deliveryAction() {
      return { sent: false };
    },
  };
}
