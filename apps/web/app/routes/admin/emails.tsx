import { EmailsPage } from '../../features/admin/emails/components/emails-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Outbox',
    description: 'The WhatsApp, SMS and email outbox: sent, waiting and failed messages.',
    noIndex: true,
  });

export default function AdminEmailsRoute() {
  return <EmailsPage />;
}
