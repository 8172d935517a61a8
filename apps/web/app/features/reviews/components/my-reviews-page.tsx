import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useMyReviews } from '../api/get-my-reviews';
import { ReviewStatus } from './review-status';
import { Stars } from './stars';

const linkClass =
  'rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-700 hover:bg-cream-100';

/** Everything the shopper received, to rate or to see how their review stands. */
export function MyReviewsPage() {
  const { data, isPending, isError } = useMyReviews();
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="My Reviews" />
      {isPending ? <Spinner label="Loading your reviews" /> : null}
      {isError ? <p role="alert">Your reviews could not be loaded. Please try again.</p> : null}
      {data && data.products.length === 0 ? (
        <p className="text-ink-700">Once an order is delivered, you can rate what you received here.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {data?.products.map((line) => (
          <li
            key={line.productId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-cream-200 bg-white p-4"
          >
            <div className="flex flex-col gap-1">
              <Link to={`/products/${line.slug}`} className="font-semibold text-ink-900 hover:text-maroon-700">
                {line.name}
              </Link>
              <span className="text-sm text-ink-700">Size {line.size}</span>
              {line.review ? (
                <>
                  <Stars rating={line.review.rating} />
                  <ReviewStatus review={line.review} />
                </>
              ) : null}
            </div>
            <Link to={`/dashboard/reviews/${line.productId}`} className={linkClass}>
              {line.review ? 'Edit your review' : 'Rate this product'}
              <span className="sr-only"> {line.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
