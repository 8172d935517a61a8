import { EmailsPage } from '../../features/admin/emails/components/emails-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Emails', description: 'The email outbox: sent, waiting and failed emails.', noIndex: true });

export default function AdminEmailsRoute() {
  return <EmailsPage />;
}
