import type { Route } from './+types/review';
import { ReviewFormPage } from '../../features/reviews/components/review-form-page';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['account'],
    title: 'account.metaReviewTitle',
    description: 'account.metaReviewDescription',
    forms: true,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function DashboardReviewPage({ params }: Route.ComponentProps) {
  return <ReviewFormPage productId={params.productId} />;
}
