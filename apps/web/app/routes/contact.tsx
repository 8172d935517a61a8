import type { Route } from './+types/contact';
import { ContactPage } from '../features/content/components/contact-page';
import { contentPageData } from '../features/content/content-page.server';
import { pageMeta } from '../lib/meta';
import { canonical } from '../lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(request, 'contact');
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.seo, ...canonical(loaderData, '/contact') }) : [];

export default function ContactRoute() {
  return <ContactPage />;
}
