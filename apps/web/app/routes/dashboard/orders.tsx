import type { Route } from './+types/orders';
import { ordersQuery } from '../../features/orders/api/get-orders';
import { OrdersListPage } from '../../features/orders/components/orders-list-page';
import { serverApi } from '../../lib/load-context';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';
import { prefetch } from '../../lib/prefetch';

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Asked with the visitor's cookies: a signed-in shopper's first render already has the list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOf(request);
  const words = pageWords(request, {
    namespaces: ['orders'],
    title: 'orders.metaListTitle',
    description: 'orders.metaListDescription',
  });
  return { ...(await prefetch(serverApi(context), (api) => [ordersQuery(page, api)])), ...words, page };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  return <OrdersListPage page={loaderData.page} />;
}
