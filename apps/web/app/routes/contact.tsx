import { ContactPage } from '../features/content/components/contact-page';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Contact Us',
    description: 'Call, WhatsApp or email our care team about sizes, orders and returns.',
  });

export default function ContactRoute() {
  return <ContactPage />;
}
