import type { Route } from './+types/order-detail';
import { orderQuery } from '../../features/orders/api/get-order';
import { OrderDetailPage } from '../../features/orders/components/order-detail-page';
import { serverApi } from '../../lib/load-context';
import { pageMeta } from '../../lib/meta';
import { prefetch } from '../../lib/prefetch';

export const meta = () =>
  pageMeta({ title: 'Order Details', description: 'The details of your order.', noIndex: true });

export function loader({ context, params }: Route.LoaderArgs) {
  return prefetch(serverApi(context), (api) => [orderQuery(params.orderId, api)]);
}

export default function OrderDetailRoute({ params }: Route.ComponentProps) {
  return <OrderDetailPage orderId={params.orderId} />;
}
