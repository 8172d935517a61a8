import { data, redirect } from 'react-router';
import type { Route } from './+types/find-order';
import { getSession } from '../features/auth/api/get-session';
import { lookUpOrder } from '../features/orders/api/look-up-order';
import { FindOrderPage } from '../features/orders/components/find-order-page';
import { lookupRefusal, readTrackLookup, type PostedLookupAnswer } from '../features/orders/track-form';
import { ApiError } from '../lib/api-client';
import { PERSONAL_ANSWER, serverApi } from '../lib/load-context';
import { pathInLocale } from '@shop/shared/locale';
import { requestLocale } from '../lib/request-locale';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData, { noIndex: false });

/**
 * Menus link every visitor here (public pages are the same for everyone): a signed-in shopper
 * has all their orders in My Orders and is sent there.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (await getSession(serverApi(context))) {
    throw redirect(pathInLocale('/dashboard/orders', requestLocale(request)), { headers: PERSONAL_ANSWER });
  }
  return pageWords(request, {
    namespaces: ['orders'],
    title: 'orders.metaTrackTitle',
    description: 'orders.metaFindDescription',
    forms: true,
  });
}

/**
 * The form posted to the page without (or before) the script: the API's own lookup, made
 * in-process from the visitor's address (its per-address limit counts them), with the same messages.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = { orderNumber: String(form.get('orderNumber') ?? ''), confirm: String(form.get('confirm') ?? '') };
  const read = readTrackLookup(typed);
  if ('problem' in read) {
    return data<PostedLookupAnswer>({ ...typed, ...read }, { status: 400, headers: PERSONAL_ANSWER });
  }
  try {
    const { order } = await lookUpOrder(read.request, serverApi(context));
    return data<PostedLookupAnswer>({ order }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<PostedLookupAnswer>(
      { ...typed, problem: lookupRefusal(error), invalid: [] },
      { status: error.status || 503, headers: PERSONAL_ANSWER },
    );
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function FindOrderRoute({ actionData }: Route.ComponentProps) {
  return <FindOrderPage posted={actionData} />;
}
