import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import type { Route } from './+types/reset-password';
import { pageWords } from '../lib/page-words.server';
import { wordsMeta } from '../lib/page-words';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['auth'],
    title: 'auth.metaResetTitle',
    description: 'auth.metaResetDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
