import {
  DASHBOARD_DAYS,
  DASHBOARD_LIST_SIZE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  SHOP_TIME_ZONE,
  TOP_PRODUCTS_SIZE,
  type AdminDashboard,
  type SalesPeriod,
  type TopProduct,
} from '@shop/shared/contracts/admin-dashboard';
import { paiseToRupees } from '@shop/shared/money';
import type { AdminDashboardRepository, DailySalesRow, TopProductRow } from './admin-dashboard-repository';

const HOUR_MS = 60 * 60 * 1000;

/** The totals of the last `days` entries of the daily series (which ends today). */
export function salesPeriod(series: readonly DailySalesRow[], days: number): SalesPeriod {
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

/** The admin dashboard. Every figure is aggregated by the database; `now` fixes "today". */
export function adminDashboardService({
  repository,
  now = () => new Date(),
}: {
  repository: AdminDashboardRepository;
  now?: () => Date;
}) {
  return {
    async dashboard(): Promise<AdminDashboard> {
      const at = now();
      const threshold = (await repository.lowStockThreshold()) ?? DEFAULT_LOW_STOCK_THRESHOLD;
      const [series, byUnits, byRevenue, lowStock, awaiting, openReturns] = await Promise.all([
        repository.dailySales(at, DASHBOARD_DAYS),
        repository.topProducts(at, DASHBOARD_DAYS, 'units', TOP_PRODUCTS_SIZE),
        repository.topProducts(at, DASHBOARD_DAYS, 'revenue', TOP_PRODUCTS_SIZE),
        repository.lowStock(threshold, DASHBOARD_LIST_SIZE),
        repository.awaitingShipment(DASHBOARD_LIST_SIZE),
        repository.openReturns(),
      ]);
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
            orderNumber: order.id.slice(0, 8).toUpperCase(),
            customerName: order.customerName,
            paymentMethod: order.paymentMethod,
            totalAmount: paiseToRupees(order.totalPaise),
            placedAt: order.placedAt.toISOString(),
            ageHours: Math.max(0, Math.floor((at.getTime() - order.placedAt.getTime()) / HOUR_MS)),
          })),
        },
        openReturns,
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof adminDashboardService>;
