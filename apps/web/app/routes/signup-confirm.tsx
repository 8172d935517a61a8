import { ConfirmSignup } from '../features/account/components/confirm-signup';
import type { Route } from './+types/signup-confirm';
import { pageWords } from '../lib/page-words.server';
import { wordsMeta } from '../lib/page-words';
import { usePendingActionReplay } from '../shell/use-pending-action-replay';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['auth'],
    title: 'auth.metaSignupTitle',
    description: 'auth.metaSignupConfirmDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function SignupConfirmPage() {
  const replayPendingAction = usePendingActionReplay();
  return <ConfirmSignup replayPendingAction={replayPendingAction} />;
}
