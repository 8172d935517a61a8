import {
  DASHBOARD_DAYS,
  SHOP_TIME_ZONE,
  type AdminDashboard,
  type SalesPeriod,
  type TopProduct,
} from '@shop/shared/contracts/admin-dashboard';
import { PAYMENT_METHODS } from '@shop/shared/constants';
import { DELIVERY_ZONES, deliveryZone } from '@shop/shared/delivery-estimate';
import { paiseToRupees } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import { paymentProviderOf } from '../../orders/order-dto';
import type { AdminDashboardRepository, DailySalesRow, TopProductRow } from './admin-dashboard-repository';
import { shopDay } from '@shop/shared/dates';

// The dashboard's figures in the wire shape: paise become rupees here.

const HOUR_MS = 60 * 60 * 1000;

/** The totals of the last `days` entries of the daily series (which ends today). */
function salesPeriod(series: readonly DailySalesRow[], days: number): SalesPeriod {
  const window = series.slice(-days);
  const orders = window.reduce((sum, day) => sum + day.orders, 0);
  const grossPaise = window.reduce((sum, day) => sum + day.grossPaise, 0);
  const refundsPaise = window.reduce((sum, day) => sum + day.refundsPaise, 0);
  return {
    from: window[0]?.date ?? '',
    to: window.at(-1)?.date ?? '',
    orders,
    grossSales: paiseToRupees(grossPaise),
    refunds: paiseToRupees(refundsPaise),
    revenue: paiseToRupees(grossPaise - refundsPaise),
    averageOrderValue: orders === 0 ? 0 : paiseToRupees(Math.round(grossPaise / orders)),
  };
}

const toTopProduct = (row: TopProductRow): TopProduct => ({
  productId: row.productId,
  name: row.name,
  slug: row.slug,
  units: row.units,
  revenue: paiseToRupees(row.revenuePaise),
});

function rtoShare(rows: readonly { ended: number; returnedToOrigin: number }[]) {
  const ended = rows.reduce((sum, row) => sum + row.ended, 0);
  const returnedToOrigin = rows.reduce((sum, row) => sum + row.returnedToOrigin, 0);
  return { ended, returnedToOrigin, rate: ended === 0 ? null : Math.round((returnedToOrigin * 1000) / ended) / 10 };
}

/** Parcel outcomes folded into each delivery zone (by the zone rule) and each way of paying. */
function returnsToOrigin(at: Date, { since, outcomes }: { since: Date; outcomes: ResultOf<'parcelOutcomes'> }) {
  const zoned = outcomes.map((row) => ({ ...row, zone: deliveryZone({ state: row.state, city: row.city }) }));
  return {
    from: shopDay(since),
    to: shopDay(at),
    byZone: DELIVERY_ZONES.map((zone) => ({ zone, ...rtoShare(zoned.filter((row) => row.zone === zone)) })),
    byPaymentMethod: PAYMENT_METHODS.map((paymentMethod) => ({
      paymentMethod,
      ...rtoShare(outcomes.filter((row) => row.paymentMethod === paymentMethod)),
    })),
  };
}

type ResultOf<K extends keyof AdminDashboardRepository> = Awaited<ReturnType<AdminDashboardRepository[K]>>;

export function toAdminDashboard(
  at: Date,
  {
    threshold,
    series,
    byUnits,
    byRevenue,
    lowStock,
    awaiting,
    openReturns,
    cashOnDelivery,
    returnsToOrigin: rto,
    cartReminders,
  }: {
    threshold: number;
    series: DailySalesRow[];
    byUnits: TopProductRow[];
    byRevenue: TopProductRow[];
    lowStock: ResultOf<'lowStock'>;
    awaiting: ResultOf<'awaitingShipment'>;
    openReturns: ResultOf<'openReturns'>;
    cashOnDelivery: ResultOf<'cashOnDelivery'>;
    returnsToOrigin: { since: Date; outcomes: ResultOf<'parcelOutcomes'> };
    cartReminders: ResultOf<'cartReminders'>;
  },
): AdminDashboard {
  return {
    generatedAt: at.toISOString(),
    timeZone: SHOP_TIME_ZONE,
    periods: {
      today: salesPeriod(series, 1),
      last7Days: salesPeriod(series, 7),
      last30Days: salesPeriod(series, DASHBOARD_DAYS),
    },
    dailySales: series.map((day) => ({
      date: day.date,
      orders: day.orders,
      revenue: paiseToRupees(day.grossPaise - day.refundsPaise),
    })),
    topProducts: { byUnits: byUnits.map(toTopProduct), byRevenue: byRevenue.map(toTopProduct) },
    lowStock: { threshold, ...lowStock },
    awaitingShipment: {
      total: awaiting.total,
      orders: awaiting.orders.map((order) => ({
        _id: order.id,
        orderNumber: orderNumber(order.id),
        customerName: order.customerName,
        paymentMethod: order.paymentMethod,
        ...paymentProviderOf(order),
        totalAmount: paiseToRupees(order.totalPaise),
        placedAt: order.placedAt.toISOString(),
        ageHours: Math.max(0, Math.floor((at.getTime() - order.placedAt.getTime()) / HOUR_MS)),
      })),
    },
    openReturns,
    cashOnDelivery,
    returnsToOrigin: returnsToOrigin(at, rto),
    cartReminders: {
      sent: cartReminders.sent,
      orders: cartReminders.orders,
      revenueRecovered: paiseToRupees(cartReminders.recoveredPaise),
    },
  };
}
