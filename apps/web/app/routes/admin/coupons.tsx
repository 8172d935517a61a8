import { CouponsPage } from '../../features/admin/coupons/coupons-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Coupons · Admin', description: 'Coupons and their usage.', noIndex: true });

export default function AdminCouponsRoute() {
  return <CouponsPage />;
}
