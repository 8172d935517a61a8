import type { Route } from './+types/reviews';
import { MyReviewsPage } from '../../features/reviews/components/my-reviews-page';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['account'],
    title: 'account.metaReviewsTitle',
    description: 'account.metaReviewsDescription',
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function DashboardReviewsPage() {
  return <MyReviewsPage />;
}
