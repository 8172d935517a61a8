import type { Route } from './+types/contact';
import { ContactPage } from '../features/content/components/contact-page';
import { pageMeta } from '../lib/meta';
import { canonical, originLoader } from '../lib/seo';

export const loader = originLoader;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: 'Contact Us',
    description: 'Call, WhatsApp or email our care team about sizes, orders and returns.',
    ...canonical(loaderData, '/contact'),
  });

export default function ContactRoute() {
  return <ContactPage />;
}
