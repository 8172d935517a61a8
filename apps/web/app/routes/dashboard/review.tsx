import type { Route } from './+types/review';
import { ReviewFormPage } from '../../features/reviews/components/review-form-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Rate this product', description: 'Tell other devotees about what you received.', noIndex: true });

export default function DashboardReviewPage({ params }: Route.ComponentProps) {
  return <ReviewFormPage productId={params.productId} />;
}
