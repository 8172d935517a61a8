import { MyReviewsPage } from '../../features/reviews/components/my-reviews-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'My Reviews', description: 'Rate what you received and see your reviews.', noIndex: true });

export default function DashboardReviewsPage() {
  return <MyReviewsPage />;
}
