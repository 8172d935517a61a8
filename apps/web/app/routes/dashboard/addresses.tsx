import type { Route } from './+types/addresses';
import { AddressesPage } from '../../features/account/components/addresses-page';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['account'],
    title: 'account.metaAddressesTitle',
    description: 'account.metaAddressesDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function DashboardAddressesPage() {
  return <AddressesPage />;
}
