import { verifyEmailRequestSchema } from '@shop/shared/contracts/email-verification';
import { ERRORS } from '@shop/shared/errors';
import { data } from 'react-router';
import type { Route } from './+types/verify-email';
import { verifyEmail } from '../features/account/api/verify-email';
import { VerifyEmailPage, type PostedVerifyAnswer } from '../features/account/components/verify-email-page';
import { ApiError } from '../lib/api-client';
import { PERSONAL_ANSWER, serverApi } from '../lib/load-context';
import { pageWords } from '../lib/page-words.server';
import { wordsMeta } from '../lib/page-words';

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const words = pageWords(request, {
    namespaces: ['auth'],
    title: 'auth.metaVerifyTitle',
    description: 'auth.metaVerifyDescription',
    forms: true,
  });
  return data({ token, ...words }, { headers: PERSONAL_ANSWER });
}

/** The confirm button's post (decision 0022): the API call made in-process from the visitor's address. */
export async function action({ context, request }: Route.ActionArgs) {
  const parsed = verifyEmailRequestSchema.safeParse({ token: (await request.formData()).get('token') ?? '' });
  if (!parsed.success) {
    return data<PostedVerifyAnswer>(
      { problem: ERRORS.VERIFY_LINK_INVALID.message },
      { status: 400, headers: PERSONAL_ANSWER },
    );
  }
  try {
    return data<PostedVerifyAnswer>(
      { verified: await verifyEmail(parsed.data, serverApi(context)) },
      { headers: PERSONAL_ANSWER },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<PostedVerifyAnswer>(
      { problem: error.message },
      { status: error.status || 503, headers: PERSONAL_ANSWER },
    );
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export default function VerifyEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyEmailPage token={loaderData.token} posted={actionData} />;
}
