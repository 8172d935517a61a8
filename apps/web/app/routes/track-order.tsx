import { data } from 'react-router';
import type { Route } from './+types/track-order';
import { confirmOrderTracking } from '../features/orders/api/confirm-order-tracking';
import { trackedOrderQuery } from '../features/orders/api/get-tracked-order';
import { TrackOrderPage, type PostedTrackAnswer } from '../features/orders/components/track-order-page';
import { readTrackConfirm, trackRefusal } from '../features/orders/track-form';
import { ApiError } from '../lib/api-client';
import { PERSONAL_ANSWER, serverApi } from '../lib/load-context';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';
import { prefetch } from '../lib/prefetch';

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

/**
 * Asks as the visitor (their cookies): the order's signed-in owner gets the timeline in the first
 * HTML, and that page is theirs alone; anyone else gets the confirmation form, which reveals nothing.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const prefetched = await prefetch(serverApi(context), (api) => [trackedOrderQuery(params.orderId, api)]);
  const personal = prefetched.dehydratedState.queries.some((query) => query.state.status === 'success');
  const words = pageWords(request, {
    namespaces: ['orders'],
    title: 'orders.metaTrackTitle',
    description: 'orders.metaTrackDescription',
    forms: true,
  });
  return data({ ...prefetched, ...words }, { headers: personal ? PERSONAL_ANSWER : {} });
}

/**
 * The confirmation form posted to the page itself: by a browser without JavaScript, or by a tap
 * on Track before the page's script has started. The same API call as the script's, made
 * in-process from the visitor's address (so its per-address limit counts them), with the same
 * messages.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const confirm = String((await request.formData()).get('confirm') ?? '');
  const read = readTrackConfirm(confirm);
  if ('problem' in read) {
    return data<PostedTrackAnswer>({ problem: read.problem, confirm }, { status: 400, headers: PERSONAL_ANSWER });
  }
  try {
    const { order } = await confirmOrderTracking(params.orderId, read.request, serverApi(context));
    return data<PostedTrackAnswer>({ order }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<PostedTrackAnswer>(
      { problem: trackRefusal(error), confirm },
      { status: error.status || 503, headers: PERSONAL_ANSWER },
    );
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function TrackOrderRoute({ params, actionData }: Route.ComponentProps) {
  return <TrackOrderPage orderId={params.orderId} posted={actionData} />;
}
