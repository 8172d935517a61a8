import { signupRequestSchema } from '@shop/shared/contracts/auth';
import { data } from 'react-router';
import type { Route } from './+types/signup';
import { SignupForm, type PostedSignup } from '../features/account/components/signup-form';
import { readPostedAuthForm, refusedByApi, signupRefusal } from '../features/account/posted-auth-form';
import { signUp } from '../features/auth/api/sign-up';
import { PERSONAL_ANSWER, serverFormApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Create Account',
    description: 'Create an account to track orders and keep your wishlist and addresses.',
  });

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
    const { refused, status } = refusedByApi(read.values.email, error, signupRefusal);
    return data<PostedSignup>(refused, { status, headers: PERSONAL_ANSWER });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function SignupPage({ actionData }: Route.ComponentProps) {
  return <SignupForm posted={actionData} />;
}
