import type { Route } from './+types/overview';
import { DashboardOverview } from '../../features/account/components/dashboard-overview';
import { useSignedInUser } from '../../features/auth/api/get-session';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['account'],
    title: 'account.metaOverviewTitle',
    description: 'account.metaOverviewDescription',
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function DashboardOverviewPage() {
  return <DashboardOverview user={useSignedInUser()} />;
}
