import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RefundFlow } from '../payments/refund-flow';
import { adminOrderService, type BookedParcels } from './admin-order-service';
import { codConfirmationService } from './cod-confirmation-service';
import { orderService } from './order-service';

/** After purchase: the shopper's orders and tracking, and the shop owner's order operations. */
export function orderServices(
  db: Db,
  config: Config,
  refunds: RefundFlow,
  hash: (value: string) => string,
  /** Parcels booked with a courier aggregator: the owner's cancel takes them back first. */
  parcels?: BookedParcels,
) {
  const deps = {
    db,
    refunds,
    publicUrl: config.publicUrl,
    codConfirmMinutes: config.COD_CONFIRM_MINUTES,
  };
  return {
    orders: orderService(deps),
    adminOrders: adminOrderService({ ...deps, parcels }),
    codConfirmation: codConfirmationService({ ...deps, hash }),
  };
}

export type OrderServices = ReturnType<typeof orderServices>;
