import {
  REVIEW_BODY_MAX,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTOS_MAX,
  REVIEW_TITLE_MAX,
  type ReviewableLine,
} from '@shop/shared/contracts/reviews';
import { useState, type FormEvent } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { LocaleLink, useT, type Translate } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import type { MessageId } from '../../../locales/catalogues.server';
import { FormAlert, FormField, primaryButtonClass } from '../../account/components/form-field';
import { useMyReviews } from '../api/get-my-reviews';
import { useSaveReview } from '../api/save-review';
import { ReviewStatus } from './review-status';

const STAR_WORDS: readonly MessageId[] = [
  'account.reviewStar1',
  'account.reviewStar2',
  'account.reviewStar3',
  'account.reviewStar4',
  'account.reviewStar5',
];

/** What the browser can tell before sending: the count, the size and the type the phone declared. */
function photoProblem(files: File[], t: Translate): string | null {
  if (files.length > REVIEW_PHOTOS_MAX) return t('account.reviewPhotosTooMany', { max: REVIEW_PHOTOS_MAX });
  if (files.some((f) => f.size > REVIEW_PHOTO_MAX_BYTES))
    return t('account.reviewPhotosTooBig', { mb: REVIEW_PHOTO_MAX_BYTES / (1024 * 1024) });
  // Some phones send HEIC with no type at all: the server reads the content either way.
  if (files.some((f) => f.type && !(REVIEW_PHOTO_TYPES as readonly string[]).includes(f.type)))
    return t('account.reviewPhotosType');
  return null;
}

function ReviewForm({ line }: { line: ReviewableLine }) {
  const t = useT();
  const existing = line.review;
  const save = useSaveReview(existing?._id);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = save.error instanceof ApiError ? save.error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photos = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
    if (rating < 1) return setProblem(t('account.reviewChooseStars'));
    const wrong = photoProblem(photos, t);
    if (wrong) return setProblem(wrong);
    setProblem(null);
    const body = new FormData();
    if (!existing) body.set('productId', line.productId);
    body.set('rating', String(rating));
    body.set('title', String(form.get('title') ?? ''));
    body.set('body', String(form.get('body') ?? ''));
    // Photo files last: the server reads the fields before the files.
    for (const photo of photos) body.append('photos', photo);
    save.mutate(body);
  };

  if (save.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-6">
        <p className="font-semibold text-ink-900">{t('account.reviewThanks')}</p>
        <LocaleLink to="/dashboard/reviews" className="text-maroon-700 underline">
          {t('account.reviewBack')}
        </LocaleLink>
      </div>
    );
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-cream-200 bg-white p-6"
      noValidate
    >
      <p className="text-ink-700">
        {withSlot(
          t('account.reviewReceived', { name: SLOT, size: line.size }),
          <span className="font-semibold text-ink-900">{line.name}</span>,
        )}
      </p>
      {existing ? <ReviewStatus review={existing} /> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink-900">{t('account.reviewRating')}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 ${
                rating === n ? 'border-maroon-700 bg-maroon-700 text-white' : 'border-ink-500 text-ink-900'
              }`}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              {'★'.repeat(n)} <span>{t(STAR_WORDS[n - 1]!)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={t('account.reviewFieldTitle')}
        name="title"
        maxLength={REVIEW_TITLE_MAX}
        defaultValue={existing?.title}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="review-body" className="text-sm font-semibold text-ink-900">
          {t('account.reviewFieldBody')}
        </label>
        <textarea
          id="review-body"
          name="body"
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          defaultValue={existing?.body}
          className="w-full rounded-lg border border-ink-500 bg-white px-3 py-2 text-ink-900"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="review-photos" className="text-sm font-semibold text-ink-900">
          {t('account.reviewFieldPhotos')}
        </label>
        <input
          id="review-photos"
          name="photos"
          type="file"
          multiple
          accept={[...REVIEW_PHOTO_TYPES, '.heic', '.heif'].join(',')}
          aria-describedby="review-photos-hint"
          className="min-h-6 text-sm text-ink-900"
        />
        <p id="review-photos-hint" className="text-xs text-ink-700">
          {t('account.reviewPhotosHint', { max: REVIEW_PHOTOS_MAX, mb: REVIEW_PHOTO_MAX_BYTES / (1024 * 1024) })}
          {existing && existing.photos.length > 0 ? ` ${t('account.reviewPhotosReplace')}` : ''}{' '}
          {t('account.reviewPhotosLocation')}
        </p>
      </div>
      <FormAlert message={problem ?? serverError?.message} />
      <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
        {save.isPending ? t('account.reviewSending') : existing ? t('account.reviewSave') : t('account.reviewSubmit')}
      </button>
    </form>
  );
}

/** The review form for one product the shopper received: a new review, or theirs to edit. */
export function ReviewFormPage({ productId }: { productId: string }) {
  const t = useT();
  const { data, isPending, isError } = useMyReviews();
  const line = data?.products.find((p) => p.productId === productId);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <PageTitle title={line?.review ? t('account.reviewEdit') : t('account.reviewRate')} />
      {isPending ? <Spinner label={t('account.reviewPageLoading')} /> : null}
      {isError ? <p role="alert">{t('account.reviewPageFailed')}</p> : null}
      {data && !line ? (
        <p className="text-ink-700">
          {t('account.reviewNotYet')}{' '}
          <LocaleLink to="/dashboard/reviews" className="text-maroon-700 underline">
            {t('account.reviewSeeRateable')}
          </LocaleLink>
        </p>
      ) : null}
      {line ? <ReviewForm line={line} /> : null}
    </div>
  );
}
