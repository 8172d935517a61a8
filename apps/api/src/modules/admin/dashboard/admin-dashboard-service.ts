import {
  DASHBOARD_DAYS,
  DASHBOARD_LIST_SIZE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  TOP_PRODUCTS_SIZE,
  type AdminDashboard,
} from '@shop/shared/contracts/admin-dashboard';
import { toAdminDashboard } from './admin-dashboard-dto';
import type { AdminDashboardRepository } from './admin-dashboard-repository';

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
      const [series, byUnits, byRevenue, lowStock, awaiting, openReturns, cashOnDelivery] = await Promise.all([
        repository.dailySales(at, DASHBOARD_DAYS),
        repository.topProducts(at, DASHBOARD_DAYS, 'units', TOP_PRODUCTS_SIZE),
        repository.topProducts(at, DASHBOARD_DAYS, 'revenue', TOP_PRODUCTS_SIZE),
        repository.lowStock(threshold, DASHBOARD_LIST_SIZE),
        repository.awaitingShipment(DASHBOARD_LIST_SIZE),
        repository.openReturns(),
        repository.cashOnDelivery(at, DASHBOARD_DAYS),
      ]);
      return toAdminDashboard(at, {
        threshold,
        series,
        byUnits,
        byRevenue,
        lowStock,
        awaiting,
        openReturns,
        cashOnDelivery,
      });
    },
  };
}
