import type { ProductImage } from '@shop/shared/contracts/catalogue';
import { REVIEW_SORTS, type ReviewPhoto, type ReviewSort } from '@shop/shared/contracts/reviews';
import { useRef, useState } from 'react';
import type { MessageId } from '../../../locales/catalogues.server';
import { ApiError } from '../../../lib/api-client';
import { useLocalePath, useT } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { GalleryDialog } from '../../product/components/gallery-dialog';
import { useProductReviews } from '../api/get-product-reviews';
import { useMarkReviewHelpful } from '../api/mark-review-helpful';
import { PhotoButton } from './photo-button';
import { ReviewCard } from './review-card';
import { Stars } from './stars';

const SORT_LABELS = {
  newest: 'productReviews.sortNewest',
  helpful: 'productReviews.sortHelpful',
  photos: 'productReviews.sortPhotos',
} as const satisfies Record<ReviewSort, MessageId>;

function toGalleryImage(photo: ReviewPhoto, alt: string): ProductImage {
  return { src: photo.large, srcSet: photo.srcSet, alt, width: 960, height: 960 };
}

/** "Was this helpful?": once per shopper; a guest is told to sign in, the server's refusal is shown. */
function HelpfulButton({ productId, reviewId, count }: { productId: string; reviewId: string; count: number }) {
  const mark = useMarkReviewHelpful(productId);
  const t = useT();
  const localePath = useLocalePath();
  const error = mark.error instanceof ApiError ? mark.error : null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
      <button
        type="button"
        className="pill-button"
        disabled={mark.isPending || mark.isSuccess}
        onClick={() => mark.mutate(reviewId)}
      >
        {t('productReviews.helpful', { count })}
      </button>
      {mark.isSuccess ? <span role="status">{t('productReviews.helpfulThanks')}</span> : null}
      {error ? (
        <span role="alert">
          {error.code === 'UNAUTHENTICATED'
            ? richText(t('productReviews.helpfulLogIn'), {
                login: (text) => (
                  <a href={localePath('/login')} className="font-semibold text-maroon-700 underline">
                    {text}
                  </a>
                ),
              })
            : error.message}
        </span>
      ) : null}
    </div>
  );
}

/**
 * What buyers say, under the product's details: the average and the five-to-one breakdown, their
 * photos first (a strip opening the gallery), then the reviews a page at a time, sorted as the
 * shopper asks. Only approved reviews reach this list; a product without them shows none.
 * Laid out only as it nears the screen (decision 0025); its photos load lazily.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [gallery, setGallery] = useState<{ images: ProductImage[]; index: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const t = useT();
  const { data, isFetching } = useProductReviews(productId, sort, page);
  if (!data || data.total === 0) return null;
  const { summary } = data;

  const open = (images: ProductImage[], index: number, target: HTMLElement) => {
    opener.current = target;
    setGallery({ images, index });
  };
  const stripImages = summary.photos.map((photo, i) =>
    toGalleryImage(photo, t('productReviews.buyerPhoto', { number: i + 1 })),
  );

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mt-12 [content-visibility:auto] [contain-intrinsic-size:auto_900px]"
    >
      <h2 id="reviews-heading" className="mb-4 font-display text-2xl text-maroon-800">
        {t('productReviews.reviewsHeading')}
      </h2>
      <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2">
            <span className="text-3xl font-bold text-ink-900">{summary.average.toFixed(1)}</span>
            <Stars rating={summary.average} size={20} />
          </p>
          <p className="text-sm text-ink-700">{t('productReviews.reviewsTotal', { count: summary.count })}</p>
          <table className="text-sm text-ink-700">
            <caption className="sr-only">{t('productReviews.reviewsByStars')}</caption>
            <tbody>
              {summary.breakdown.map((row) => (
                <tr key={row.stars}>
                  <th scope="row" className="pr-2 text-left font-normal whitespace-nowrap">
                    {t('productReviews.starRow', { stars: row.stars })}
                  </th>
                  <td className="w-full">
                    <div className="h-2 rounded-full bg-cream-200" aria-hidden="true">
                      <div
                        className="h-2 rounded-full bg-gold-500"
                        style={{ width: `${(row.count / summary.count) * 100}%` }}
                      />
                    </div>
                  </td>
                  <td className="pl-2 text-right">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          {summary.photos.length > 0 ? (
            <ul className="mb-4 flex gap-2 overflow-x-auto pb-1" aria-label={t('productReviews.buyersPhotos')}>
              {summary.photos.map((photo, index) => (
                <li key={photo._id} className="shrink-0">
                  <PhotoButton
                    photo={photo}
                    alt={t('productReviews.buyerPhoto', { number: index + 1 })}
                    size={96}
                    onOpen={(opener) => open(stripImages, index, opener)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('productReviews.sortReviews')}>
            {REVIEW_SORTS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={sort === value}
                className={sort === value ? 'pill-button bg-maroon-700 text-white hover:bg-maroon-800' : 'pill-button'}
                onClick={() => {
                  setSort(value);
                  setPage(1);
                }}
              >
                {t(SORT_LABELS[value])}
              </button>
            ))}
          </div>
          <div aria-busy={isFetching} aria-live="polite">
            {data.reviews.map((review) => (
              <ReviewCard
                key={review._id}
                review={review}
                onPhoto={(index, target) =>
                  open(
                    review.photos.map((photo, i) =>
                      toGalleryImage(photo, t('productReviews.reviewPhoto', { number: i + 1, author: review.author })),
                    ),
                    index,
                    target,
                  )
                }
                helpful={<HelpfulButton productId={productId} reviewId={review._id} count={review.helpfulCount} />}
              />
            ))}
          </div>
          {data.pages > 1 ? (
            <nav aria-label={t('productReviews.reviewPages')} className="mt-4 flex items-center justify-center gap-4">
              <button type="button" className="pill-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('productReviews.previousPage')}
              </button>
              <span className="text-ink-700">{t('productReviews.pageOf', { page: data.page, pages: data.pages })}</span>
              <button
                type="button"
                className="pill-button"
                disabled={page >= data.pages}
                onClick={() => setPage(page + 1)}
              >
                {t('productReviews.nextPage')}
              </button>
            </nav>
          ) : null}
        </div>
      </div>
      {gallery ? (
        <GalleryDialog
          images={gallery.images}
          name={t('productReviews.buyersPhotos')}
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setGallery(null);
          }}
          index={gallery.index}
          onIndexChange={(index) => setGallery({ ...gallery, index })}
          returnFocus={opener}
        />
      ) : null}
    </section>
  );
}
