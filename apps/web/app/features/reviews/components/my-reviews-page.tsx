import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { LocaleLink, useT } from '../../../lib/i18n';
import { useMyReviews } from '../api/get-my-reviews';
import { ReviewStatus } from './review-status';
import { Stars } from './stars';

const linkClass =
  'rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-700 hover:bg-cream-100';

/** Everything the shopper received, to rate or to see how their review stands. */
export function MyReviewsPage() {
  const t = useT();
  const { data, isPending, isError } = useMyReviews();
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t('account.navReviews')} />
      {isPending ? <Spinner label={t('account.reviewLoading')} /> : null}
      {isError ? <p role="alert">{t('account.reviewFailed')}</p> : null}
      {data && data.products.length === 0 ? <p className="text-ink-700">{t('account.reviewNone')}</p> : null}
      <ul className="flex flex-col gap-3">
        {data?.products.map((line) => (
          <li
            key={line.productId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-cream-200 bg-white p-4"
          >
            <div className="flex flex-col gap-1">
              <LocaleLink to={`/products/${line.slug}`} className="font-semibold text-ink-900 hover:text-maroon-700">
                {line.name}
              </LocaleLink>
              <span className="text-sm text-ink-700">{t('account.reviewSize', { size: line.size })}</span>
              {line.review ? (
                <>
                  <Stars rating={line.review.rating} />
                  <ReviewStatus review={line.review} />
                </>
              ) : null}
            </div>
            <LocaleLink to={`/dashboard/reviews/${line.productId}`} className={linkClass}>
              {line.review ? t('account.reviewEdit') : t('account.reviewRate')}
              <span className="sr-only"> {line.name}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
