import { MessagesPage } from '../../features/admin/messages/components/messages-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Contact messages', description: 'Messages sent through the contact form.', noIndex: true });

export default function AdminMessagesRoute() {
  return <MessagesPage />;
}
