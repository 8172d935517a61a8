import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { deliverIn, outForDeliveryIn, returnToOriginIn } from '../orders/order-delivery-steps';
import { orderQueries } from '../orders/order-queries';
import type { TrackingUpdate } from './carrier-types';
import { deliveryAttemptRepository } from './delivery-attempt-repository';
import { deliveryAttempts } from './delivery-attempts';
import { shipmentRepository } from './shipment-repository';
import type { ShippingDeps } from './shipping-deps';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 25;

type Deps = ShippingDeps;

/**
 * What couriers say of parcels on their way: each scan kept once in the order's timeline, and the
 * order moved forward only (shipped → out for delivery → delivered, or returned to origin), telling
 * the shopper as the owner's own status change does. Updates come late, twice and out of order; none moves it back.
 */
export function shipmentTracking(deps: Deps) {
  const { db, carrier, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());
  const transaction = transactional(db, (tx: Db) => ({
    ...orderQueries(tx),
    shipments: shipmentRepository(tx),
    attempts: deliveryAttemptRepository(tx),
  }));
  const failedDeliveries = deliveryAttempts(deps);
  const shipments = shipmentRepository(db);

  async function apply(update: TrackingUpdate): Promise<'applied' | 'unknown'> {
    const at = now();
    return transaction(async (tx) => {
      const shipment = await tx.shipments.findByAwb(update.awb);
      if (!shipment) return 'unknown';
      const order = await tx.orders.lock(shipment.orderId);
      if (!order) return 'unknown';
      const fresh = await tx.shipments.insertScans(order.id, update.scans);
      for (const scan of [...fresh].sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime())) {
        const words = [scan.status, scan.activity, scan.location].filter(Boolean).join(' · ');
        await tx.orders.insertHistory(order.id, order.status, `Courier: ${words}`, { at: scan.scannedAt });
      }
      await tx.shipments.markTracked(order.id, update.expectedBy, at);
      const step = { note: null, actorUserId: null, at, publicUrl };
      if (update.progress === 'out_for_delivery' && order.status === 'shipped') {
        await outForDeliveryIn(tx, order, step);
      } else if (
        update.progress === 'delivered' &&
        (order.status === 'shipped' || order.status === 'out_for_delivery')
      ) {
        await deliverIn(tx, order, step);
      } else if (
        update.progress === 'returning' &&
        (order.status === 'shipped' || order.status === 'out_for_delivery')
      ) {
        // Stock comes back when the owner receives the parcel, not when the courier turns it round.
        await returnToOriginIn(tx, order, step);
      }
      await failedDeliveries.applyIn(tx, order, update, at);
      return 'applied';
    });
  }

  return {
    apply,

    /** Asks the courier about parcels whose webhook has been silent for a day, a batch at a time. */
    async sweep(): Promise<number> {
      const at = now();
      let asked = 0;
      for (const parcel of await shipments.quietParcels(new Date(at.getTime() - DAY_MS), SWEEP_BATCH)) {
        if (!parcel.awb || !(await shipments.takeForSweep(parcel.orderId, parcel.trackedAt, at))) continue;
        asked += 1;
        try {
          const update = await carrier.track(parcel.awb);
          if (update) await apply(update);
        } catch (error) {
          log.warn(
            { err: error, orderId: parcel.orderId },
            'tracking a quiet parcel failed; the next sweep asks again',
          );
        }
      }
      return asked;
    },
  };
}
