import { emailRequestSchema } from '@shop/shared/contracts/auth';
import { data } from 'react-router';
import type { Route } from './+types/forgot-password';
import { ForgotPasswordForm, type PostedForgotPassword } from '../features/account/components/forgot-password-form';
import { readPostedAuthForm, refusedByApi } from '../features/account/posted-auth-form';
import { requestPasswordReset } from '../features/auth/api/forgot-password';
import { PERSONAL_ANSWER, serverFormApi } from '../lib/load-context';
import { pageWords } from '../lib/page-words.server';
import { wordsMeta } from '../lib/page-words';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['auth'],
    title: 'auth.metaForgotTitle',
    description: 'auth.metaForgotDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

/** The form posted without (or before) the script: the API's own call, with the same message. */
export async function action({ context, request }: Route.ActionArgs) {
  const read = readPostedAuthForm(emailRequestSchema, await request.formData());
  if ('refused' in read) {
    return data<PostedForgotPassword>(read.refused, { status: 400, headers: PERSONAL_ANSWER });
  }
  const { api } = serverFormApi(context);
  try {
    const { message } = await requestPasswordReset(read.values, api);
    return data<PostedForgotPassword>({ sent: message }, { headers: PERSONAL_ANSWER });
  } catch (error) {
    const { refused, status } = refusedByApi(read.values.email, error);
    return data<PostedForgotPassword>(refused, { status, headers: PERSONAL_ANSWER });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordForm posted={actionData} />;
}
