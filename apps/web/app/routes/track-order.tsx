import { SUPPORT_CHAT_URL, SUPPORT_PHONE } from '@shop/shared/constants';
import { Link } from 'react-router';
import type { Route } from './+types/track-order';
import { PageTitle } from '../components/ui/page-title';
import { telHref } from '../features/content/shop-details';
import { pageMeta } from '../lib/meta';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `Track Order ${params.orderId}`,
    description: 'Follow the delivery of your order.',
    noIndex: true,
  });

export default function TrackOrderPage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle title="Track Order">
        <p>
          Order number: <strong className="text-ink-900">{params.orderId}</strong>
        </p>
      </PageTitle>
      <p className="text-ink-700">
        Live tracking is not shown on this page yet. Sign in and open the order in My Orders to see its status, or
        follow the courier link in your dispatch email. You can also call us on{' '}
        <a href={telHref(SUPPORT_PHONE)} className="font-semibold text-maroon-700 underline">
          {SUPPORT_PHONE}
        </a>{' '}
        or{' '}
        <a
          href={SUPPORT_CHAT_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-maroon-700 underline"
        >
          chat with us<span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        with your order number.
      </p>
      <p>
        <Link
          to={`/dashboard/orders/${encodeURIComponent(params.orderId)}`}
          className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800"
        >
          View Order
        </Link>
      </p>
    </div>
  );
}
