import type { Route } from './+types/order-confirmation';
import { orderQuery } from '../features/orders/api/get-order';
import { OrderConfirmationPage } from '../features/orders/components/order-confirmation-page';
import { serverApi } from '../lib/load-context';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';
import { prefetch } from '../lib/prefetch';

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

function orderIdOf(request: Request): string | undefined {
  return new URL(request.url).searchParams.get('orderId')?.trim() || undefined;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const orderId = orderIdOf(request);
  const prefetched = await prefetch(serverApi(context), (api) => (orderId ? [orderQuery(orderId, api)] : []));
  const words = pageWords(request, {
    namespaces: ['orders', 'cartLines', 'account', 'delivery', 'guard'],
    title: 'orders.metaConfirmationTitle',
    description: 'orders.metaConfirmationDescription',
  });
  return { ...prefetched, ...words, orderId };
}

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <OrderConfirmationPage orderId={loaderData.orderId} />
    </div>
  );
}
