import type { Route } from './+types/order-detail';
import { orderQuery } from '../../features/orders/api/get-order';
import { OrderDetailPage } from '../../features/orders/components/order-detail-page';
import { serverApi } from '../../lib/load-context';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';
import { prefetch } from '../../lib/prefetch';

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const words = pageWords(request, {
    namespaces: ['orders', 'cartLines', 'delivery'],
    title: 'orders.metaDetailTitle',
    description: 'orders.metaDetailDescription',
    forms: true,
  });
  return { ...(await prefetch(serverApi(context), (api) => [orderQuery(params.orderId, api)])), ...words };
}

export default function OrderDetailRoute({ params }: Route.ComponentProps) {
  return <OrderDetailPage orderId={params.orderId} />;
}
