import { cartReminderStopLinkSchema } from '@shop/shared/contracts/cart';
import { errorMessageIn } from '@shop/shared/errors/localized';
import { data } from 'react-router';
import type { Route } from './+types/cart-reminders-stop';
import { checkCartReminderStop, stopCartReminders } from '../features/account/api/stop-cart-reminders';
import {
  StopCartRemindersPage,
  type PostedStop,
  type StopPageData,
} from '../features/account/components/stop-cart-reminders-page';
import { ApiError } from '../lib/api-client';
import { PERSONAL_ANSWER, serverApi } from '../lib/load-context';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';
import { requestLocale } from '../lib/request-locale';

/** A link cut short or mangled on its way: told in the page's language, as the API tells a tampered one. */
const badLink = (request: Request) => errorMessageIn(requestLocale(request), 'CART_REMINDER_LINK_INVALID');

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export async function loader({ context, request }: Route.LoaderArgs) {
  const words = pageWords(request, {
    namespaces: ['account'],
    title: 'account.stopRemindersMetaTitle',
    description: 'account.stopRemindersMetaDescription',
    forms: true,
  });
  const query = new URL(request.url).searchParams;
  const parsed = cartReminderStopLinkSchema.safeParse({
    user: query.get('user'),
    e: query.get('e'),
    s: query.get('s'),
  });
  if (!parsed.success) {
    const page: StopPageData = { link: null, problem: badLink(request) };
    return data({ ...page, ...words }, { status: 400, headers: PERSONAL_ANSWER });
  }
  try {
    await checkCartReminderStop(parsed.data, serverApi(context));
    return data({ link: parsed.data, problem: null, ...words }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { link: parsed.data, problem: error.message, ...words },
      { status: error.status || 503, headers: PERSONAL_ANSWER },
    );
  }
}

/** The page's button: the API call made in-process from the visitor's address. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = cartReminderStopLinkSchema.safeParse({ user: form.get('user'), e: form.get('e'), s: form.get('s') });
  if (!parsed.success) {
    return data<PostedStop>({ problem: badLink(request) }, { status: 400, headers: PERSONAL_ANSWER });
  }
  try {
    const { message } = await stopCartReminders(parsed.data, serverApi(context));
    return data<PostedStop>({ stopped: message }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<PostedStop>({ problem: error.message }, { status: error.status || 503, headers: PERSONAL_ANSWER });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function CartRemindersStopRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StopCartRemindersPage data={loaderData} posted={actionData} />;
}
