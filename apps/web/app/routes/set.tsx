import { SHOP_NAME } from '@shop/shared/constants';
import { data } from 'react-router';
import type { Route } from './+types/set';
import { addSetToCart } from '../features/sets/api/add-set-to-cart';
import { setQuery, useSet } from '../features/sets/api/get-set';
import { SetPage, type PostedSet } from '../features/sets/components/set-page';
import { setMeta } from '../features/sets/set-seo';
import { ApiError } from '../lib/api-client';
import { pageMessages, serverT } from '../lib/i18n.server';
import { serverApi, serverFormApi } from '../lib/load-context';
import { fetchRequired } from '../lib/prefetch';
import { requestLocale } from '../lib/request-locale';
import { siteOrigin } from '../lib/seo';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const required = await fetchRequired([setQuery(params.slug, serverApi(context))]);
  const set = required.results[0]!.data;
  const t = serverT(request, 'shell', 'sets');
  return {
    ...pageMessages(request, 'sets'),
    dehydratedState: required.dehydratedState,
    seo: setMeta(set, { origin: siteOrigin(request), locale: requestLocale(request), t }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.seo ?? [{ title: `Page not found | ${SHOP_NAME}` }];
}

/**
 * The set's add-to-cart form, posted with or without the page's script: the API's own call made
 * in-process with the visitor's cookies, a guest's new cart cookie handed back with the page.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const setId = String(form.get('setId') ?? '').trim();
  const quantity = Number(form.get('quantity') ?? 1);
  const { api, cookies } = serverFormApi(context);
  if (!setId || !Number.isInteger(quantity)) {
    const t = serverT(request, 'sets');
    return data<PostedSet>({ done: false, problem: t('sets.badForm') }, { status: 400, headers: cookies });
  }
  try {
    await addSetToCart({ setId, quantity }, api);
    const t = serverT(request, 'sets');
    return data<PostedSet>({ done: true, message: t('sets.added') }, { headers: cookies });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<PostedSet>({ done: false, problem: error.message }, { status: error.status || 503, headers: cookies });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function SetRoute({ params, actionData }: Route.ComponentProps) {
  const { data: answer } = useSet(params.slug);
  if (!answer) return null;
  return <SetPage set={answer.data} posted={actionData} />;
}
