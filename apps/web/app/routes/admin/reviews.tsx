import { ReviewsPage } from '../../features/admin/reviews/components/reviews-page';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Reviews', description: 'Reviews to check and publish.', noIndex: true });

export default function AdminReviewsRoute() {
  return <ReviewsPage />;
}
