import type { Route } from './+types/my-thakur-ji';
import { GuestIdolsPage } from '../features/account/components/guest-idols-page';
import { wordsMeta } from '../lib/page-words';
import { pageWords } from '../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['idols', 'account', 'collectionNames'],
    title: 'idols.title',
    description: 'idols.metaDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function MyThakurJiPage() {
  return <GuestIdolsPage />;
}
