import type { Route } from './+types/order-confirmation';
import { orderQuery } from '../features/orders/api/get-order';
import { OrderConfirmationPage } from '../features/orders/components/order-confirmation-page';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { prefetch } from '../lib/prefetch';

export const meta = () =>
  pageMeta({ title: 'Order Confirmation', description: 'The confirmation of your order.', noIndex: true });

function orderIdOf(request: Request): string | undefined {
  return new URL(request.url).searchParams.get('orderId')?.trim() || undefined;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const orderId = orderIdOf(request);
  const prefetched = await prefetch(serverApi(context), (api) => (orderId ? [orderQuery(orderId, api)] : []));
  return { ...prefetched, orderId };
}

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <OrderConfirmationPage orderId={loaderData.orderId} />
    </div>
  );
}
