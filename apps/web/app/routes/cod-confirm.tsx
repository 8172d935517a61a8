import { codDecisionRequestSchema, codLinkSchema } from '@shop/shared/contracts/messages';
import { errorMessageIn } from '@shop/shared/errors/localized';
import { data } from 'react-router';
import type { Route } from './+types/cod-confirm';
import { decideCodOrder, getCodOrder } from '../features/orders/api/cod-confirmation';
import { CodConfirmPage, type CodPageData, type PostedCodAnswer } from '../features/orders/components/cod-confirm-page';
import { ApiError } from '../lib/api-client';
import { PERSONAL_ANSWER, serverApi } from '../lib/load-context';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';
import { requestLocale } from '../lib/request-locale';

/** A link cut short or mangled on its way: told in the page's language, as the API tells a tampered one. */
const badLink = (request: Request) => errorMessageIn(requestLocale(request), 'COD_LINK_INVALID');

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export async function loader({ context, request }: Route.LoaderArgs) {
  const words = pageWords(request, {
    namespaces: ['orders'],
    title: 'orders.codMetaTitle',
    description: 'orders.codMetaDescription',
    forms: true,
  });
  const query = new URL(request.url).searchParams;
  const decision = query.get('do') === 'cancel' ? ('cancel' as const) : ('confirm' as const);
  const parsed = codLinkSchema.safeParse({ order: query.get('order'), e: query.get('e'), s: query.get('s') });
  if (!parsed.success) {
    const page: CodPageData = {
      link: { order: '', e: 0, s: '' },
      decision,
      order: null,
      problem: badLink(request),
    };
    return data({ ...page, ...words }, { headers: PERSONAL_ANSWER });
  }
  try {
    const { order } = await getCodOrder(parsed.data, serverApi(context));
    return data({ link: parsed.data, decision, order, problem: null, ...words }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { link: parsed.data, decision, order: null, problem: error.message, ...words },
      { status: error.status || 503, headers: PERSONAL_ANSWER },
    );
  }
}

/** The page's button (decision 0022): the API call made in-process from the visitor's address. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = codDecisionRequestSchema.safeParse({
    order: form.get('order'),
    e: form.get('e'),
    s: form.get('s'),
    decision: form.get('decision'),
  });
  if (!parsed.success) {
    return data<PostedCodAnswer>({ problem: badLink(request) }, { status: 400, headers: PERSONAL_ANSWER });
  }
  try {
    const { message, order } = await decideCodOrder(parsed.data, serverApi(context));
    return data<PostedCodAnswer>({ decided: { message, order } }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<PostedCodAnswer>({ problem: error.message }, { status: error.status || 503, headers: PERSONAL_ANSWER });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function CodConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CodConfirmPage data={loaderData} posted={actionData} />;
}
