import { ProfilePage } from '../../features/account/components/profile-page';
import { useSignedInUser } from '../../features/auth/api/get-session';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'My Profile', description: 'Your name, email and account settings.', noIndex: true });

export default function DashboardProfilePage() {
  return <ProfilePage user={useSignedInUser()} />;
}
