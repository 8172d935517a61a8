import { StockPage } from '../../features/admin/stock/stock-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Stock · Admin', description: 'Stock levels and their history.', noIndex: true });

export default function AdminStockRoute() {
  return <StockPage />;
}
