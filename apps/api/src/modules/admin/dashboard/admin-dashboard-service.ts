import {
  CART_REMINDER_RECOVERY_DAYS,
  DASHBOARD_DAYS,
  DASHBOARD_LIST_SIZE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  RTO_DAYS,
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
      const rtoSince = new Date(at.getTime() - RTO_DAYS * 86_400_000);
      const [series, byUnits, byRevenue, lowStock, awaiting, openReturns, cashOnDelivery, outcomes, reminders] =
        await Promise.all([
          repository.dailySales(at, DASHBOARD_DAYS),
          repository.topProducts(at, DASHBOARD_DAYS, 'units', TOP_PRODUCTS_SIZE),
          repository.topProducts(at, DASHBOARD_DAYS, 'revenue', TOP_PRODUCTS_SIZE),
          repository.lowStock(threshold, DASHBOARD_LIST_SIZE),
          repository.awaitingShipment(DASHBOARD_LIST_SIZE),
          repository.openReturns(),
          repository.cashOnDelivery(at, DASHBOARD_DAYS),
          repository.parcelOutcomes(rtoSince),
          repository.cartReminders(at, DASHBOARD_DAYS, CART_REMINDER_RECOVERY_DAYS),
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
        returnsToOrigin: { since: rtoSince, outcomes },
        cartReminders: reminders,
      });
    },
  };
}
