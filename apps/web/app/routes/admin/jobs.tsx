import { JobsPage } from '../../features/admin/jobs/components/jobs-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Scheduled jobs',
    description: "The shop's recurring jobs: last run, next run and last error.",
    noIndex: true,
  });

export default function AdminJobsRoute() {
  return <JobsPage />;
}
