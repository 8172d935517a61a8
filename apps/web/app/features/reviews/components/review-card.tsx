import type { PublicReview } from '@shop/shared/contracts/reviews';
import { formatDate } from '@shop/shared/dates';
import { writtenLang } from '@shop/shared/written-lang';
import type { ReactNode } from 'react';
import { PhotoButton } from './photo-button';
import { englishFallback, useLocale, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { Stars } from './stars';

/**
 * One approved review. Title, text and the shop's reply are the shopper's and the owner's words,
 * rendered as text (React escapes them), never as HTML.
 */
export function ReviewCard({
  review,
  onPhoto,
  helpful,
}: {
  review: PublicReview;
  onPhoto: (index: number, opener: HTMLElement) => void;
  helpful: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-2 border-b border-cream-200 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        {review.title ? (
          <h3 {...writtenLang(review.title, locale)} className="font-semibold text-ink-900">
            {review.title}
          </h3>
        ) : null}
      </div>
      <p className="text-sm text-ink-700">
        <span {...writtenLang(review.author, locale)}>{review.author}</span> ·{' '}
        <span className="font-semibold text-green-800">{t('productReviews.verifiedBuyer')}</span> ·{' '}
        {t('productReviews.reviewSize', { size: review.size })}
        {review.deity ? (
          <>
            {' · '}
            {withSlot(
              t('productReviews.reviewFor', { deity: SLOT }),
              <span {...englishFallback(review, 'deity')}>{review.deity}</span>,
            )}
          </>
        ) : null}{' '}
        · <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
      </p>
      {review.body ? (
        <p {...writtenLang(review.body, locale)} className="whitespace-pre-line text-ink-900">
          {review.body}
        </p>
      ) : null}
      {review.photos.length > 0 ? (
        <ul className="flex gap-2" aria-label={t('productReviews.reviewPhotos', { author: review.author })}>
          {review.photos.map((photo, index) => (
            <li key={photo._id}>
              <PhotoButton
                photo={photo}
                alt={t('productReviews.reviewPhoto', { number: index + 1, author: review.author })}
                size={80}
                onOpen={(opener) => onPhoto(index, opener)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="rounded-lg bg-cream-100 p-3 text-sm">
          <p className="font-semibold text-maroon-800">{t('productReviews.shopReply')}</p>
          <p {...writtenLang(review.reply, locale)} className="whitespace-pre-line text-ink-900">
            {review.reply}
          </p>
        </div>
      ) : null}
      {helpful}
    </article>
  );
}
