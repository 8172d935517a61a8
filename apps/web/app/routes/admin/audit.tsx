import { AuditPage } from '../../features/admin/audit/components/audit-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Audit log', description: 'Every admin change with its before and after values.', noIndex: true });

export default function AdminAuditRoute() {
  return <AuditPage />;
}
