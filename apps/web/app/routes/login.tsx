import { loginRequestSchema, type UserData } from '@shop/shared/contracts/auth';
import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '../features/account/components/login-form';
import { readPostedAuthForm, refusedByApi } from '../features/account/posted-auth-form';
import { logIn } from '../features/auth/api/log-in';
import { pageAfterLogin } from '../features/auth/page-after-login';
import { PERSONAL_ANSWER, serverFormApi } from '../lib/load-context';
import { pageWords } from '../lib/page-words.server';
import { wordsMeta } from '../lib/page-words';
import { requestLocale } from '../lib/request-locale';
import { usePendingActionReplay } from '../shell/use-pending-action-replay';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['auth'],
    title: 'auth.metaLoginTitle',
    description: 'auth.metaLoginDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData, { noIndex: false });

/**
 * The email form posted to the page: by a browser without JavaScript, or by a tap before the
 * page's script has started. The API's own login, made in-process from the visitor's address (its
 * lockouts and limits count them), whose cookies go to the browser with the redirect the scripted
 * form would make (the owner to the back office).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  // The phone form beside it is the script's (a code is sent, then typed): posted before the
  // script started, the browser is sent back to the page unread, as other script-only forms are.
  if (!form.has('email')) {
    const url = new URL(request.url);
    return redirect(`${url.pathname}${url.search}`, { status: 303, headers: PERSONAL_ANSWER });
  }
  const read = readPostedAuthForm(loginRequestSchema, form);
  if ('refused' in read) return data(read.refused, { status: 400, headers: PERSONAL_ANSWER });
  const { api, cookies } = serverFormApi(context);
  let user: UserData;
  try {
    user = (await logIn(read.values, api)).userData;
  } catch (error) {
    const { refused, status } = refusedByApi(read.values.email, error);
    return data(refused, { status, headers: PERSONAL_ANSWER });
  }
  const asked = new URL(request.url).searchParams.get('redirect');
  return redirect(pageAfterLogin(asked, user, requestLocale(request)), { headers: cookies });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const replayPendingAction = usePendingActionReplay();
  return <LoginForm replayPendingAction={replayPendingAction} posted={actionData} />;
}
