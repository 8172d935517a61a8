import { signupRequestSchema } from '@shop/shared/contracts/auth';
import { data } from 'react-router';
import type { Route } from './+types/signup';
import { SignupForm, type PostedSignup } from '../features/account/components/signup-form';
import { readPostedAuthForm, refusedByApi, signupRefusal } from '../features/account/posted-auth-form';
import { signUp } from '../features/auth/api/sign-up';
import { PERSONAL_ANSWER, serverFormApi } from '../lib/load-context';
import { serverT } from '../lib/i18n.server';
import { pageWords } from '../lib/page-words.server';
import { wordsMeta } from '../lib/page-words';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['auth'],
    title: 'auth.metaSignupTitle',
    description: 'auth.metaSignupDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData, { noIndex: false });

/**
 * The form posted to the page without (or before) the script: the API's own sign-up, made
 * in-process from the visitor's address, answered with the page the scripted form shows and the
 * cookie that lets this browser open the emailed link.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const read = readPostedAuthForm(signupRequestSchema, await request.formData());
  if ('refused' in read) return data<PostedSignup>(read.refused, { status: 400, headers: PERSONAL_ANSWER });
  const { api, cookies } = serverFormApi(context);
  try {
    return data<PostedSignup>(await signUp(read.values, api), { headers: cookies });
  } catch (error) {
    const failed = serverT(request, 'auth')('auth.signupFailed');
    const { refused, status } = refusedByApi(read.values.email, error, (apiError) => signupRefusal(apiError, failed));
    return data<PostedSignup>(refused, { status, headers: PERSONAL_ANSWER });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function SignupPage({ actionData }: Route.ComponentProps) {
  return <SignupForm posted={actionData} />;
}
