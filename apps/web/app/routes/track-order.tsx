import { data } from 'react-router';
import type { Route } from './+types/track-order';
import { trackedOrderQuery } from '../features/orders/api/get-tracked-order';
import { TrackOrderPage } from '../features/orders/components/track-order-page';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { prefetch } from '../lib/prefetch';

export const meta = () =>
  pageMeta({ title: 'Track Order', description: 'Follow the delivery of your order.', noIndex: true });

/**
 * Asks as the visitor (their cookies): the order's signed-in owner gets the timeline in the first
 * HTML, and that page is theirs alone; anyone else gets the confirmation form, which reveals nothing.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const prefetched = await prefetch(serverApi(context), (api) => [trackedOrderQuery(params.orderId, api)]);
  const personal = prefetched.dehydratedState.queries.some((query) => query.state.status === 'success');
  return data(prefetched, { headers: personal ? { 'Cache-Control': 'private, no-store' } : {} });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function TrackOrderRoute({ params }: Route.ComponentProps) {
  return <TrackOrderPage orderId={params.orderId} />;
}
