import type { Route } from './+types/overview';
import { addressesQuery } from '../../features/account/api/get-addresses';
import { DashboardOverview } from '../../features/account/components/dashboard-overview';
import { useSignedInUser } from '../../features/auth/api/get-session';
import { serverApi } from '../../lib/load-context';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';
import { prefetch } from '../../lib/prefetch';

/** The default address in the first HTML, read with the visitor's cookies. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = pageWords(request, {
    namespaces: ['account'],
    title: 'account.metaOverviewTitle',
    description: 'account.metaOverviewDescription',
  });
  return { ...words, ...(await prefetch(serverApi(context), (api) => [addressesQuery(api)])) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function DashboardOverviewPage() {
  return <DashboardOverview user={useSignedInUser()} />;
}
