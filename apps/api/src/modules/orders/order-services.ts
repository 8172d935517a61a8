import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RefundFlow } from '../payments/refund-flow';
import type { Carrier } from '../shipping/carrier-types';
import { adminOrderService } from './admin-order-service';
import { codConfirmationService } from './cod-confirmation-service';
import { orderService } from './order-service';

/** After purchase: the shopper's orders and tracking, and the shop owner's order operations. */
export function orderServices(
  db: Db,
  config: Config,
  refunds: RefundFlow,
  hash: (value: string) => string,
  /** The owner's cancel takes a parcel booked with it back first. */
  carrier?: Pick<Carrier, 'provider' | 'cancel'>,
) {
  const deps = {
    db,
    refunds,
    publicUrl: config.publicUrl,
    codConfirmMinutes: config.COD_CONFIRM_MINUTES,
  };
  return {
    orders: orderService(deps),
    adminOrders: adminOrderService({ ...deps, carrier }),
    codConfirmation: codConfirmationService({ ...deps, hash }),
  };
}

export type OrderServices = ReturnType<typeof orderServices>;
