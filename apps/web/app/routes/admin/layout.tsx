import { Outlet } from 'react-router';
import { AdminShell } from '../../features/admin/shared/admin-shell';
import { pageMeta } from '../../lib/meta';

// Child pages supply their own title (also with noIndex); this covers the moment before they do.
export const meta = () => pageMeta({ title: 'Admin', description: 'The shop back office.', noIndex: true });

/** The back office: its own header and navigation around every /admin page. */
export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
