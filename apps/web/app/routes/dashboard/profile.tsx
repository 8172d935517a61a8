import type { Route } from './+types/profile';
import { ProfilePage } from '../../features/account/components/profile-page';
import { useSignedInUser } from '../../features/auth/api/get-session';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['account'],
    title: 'account.metaProfileTitle',
    description: 'account.metaProfileDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function DashboardProfilePage() {
  return <ProfilePage user={useSignedInUser()} />;
}
