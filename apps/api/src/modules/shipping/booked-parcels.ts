import type { BookedParcels } from '../orders/admin-order-service';
import type { Db } from '../../db/client';
import type { Carrier } from './carrier-types';
import { shipmentRepository, type ShipmentRow } from './shipment-repository';

/**
 * The parcels booked through a courier aggregator, as the owner's cancel of an order takes them
 * back (decision 0138). A parcel the owner typed by hand (the manual carrier) is not one of them:
 * it is already with a courier the shop cannot call back.
 */
export function bookedParcels(db: Db, carrier: Pick<Carrier, 'provider' | 'cancel'>): BookedParcels {
  async function find(orderId: string): Promise<ShipmentRow | undefined> {
    if (carrier.provider === 'manual') return undefined;
    const row = await shipmentRepository(db).find(orderId);
    return row?.state === 'booked' && row.provider === carrier.provider ? row : undefined;
  }

  return {
    async find(orderId) {
      const row = await find(orderId);
      return row ? { courier: row.courier ?? '', awb: row.awb ?? '' } : null;
    },

    async cancel(orderId) {
      const row = await find(orderId);
      if (row) await carrier.cancel({ ...row, courier: row.courier ?? '', awb: row.awb ?? '' });
    },

    forget: (tx, orderId, at) => shipmentRepository(tx).cancel(orderId, at),
  };
}
