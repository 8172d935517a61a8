import {
  REVIEW_BODY_MAX,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTOS_MAX,
  REVIEW_TITLE_MAX,
  type ReviewableLine,
} from '@shop/shared/contracts/reviews';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { FormAlert, FormField, primaryButtonClass } from '../../account/components/form-field';
import { useMyReviews } from '../api/get-my-reviews';
import { useSaveReview } from '../api/save-review';
import { ReviewStatus } from './review-status';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** What the browser can tell before sending: the count, the size and the type the phone declared. */
function photoProblem(files: File[]): string | null {
  if (files.length > REVIEW_PHOTOS_MAX) return `You can add at most ${REVIEW_PHOTOS_MAX} photos`;
  if (files.some((f) => f.size > REVIEW_PHOTO_MAX_BYTES))
    return `Each photo can be at most ${REVIEW_PHOTO_MAX_BYTES / (1024 * 1024)} MB`;
  // Some phones send HEIC with no type at all: the server reads the content either way.
  if (files.some((f) => f.type && !(REVIEW_PHOTO_TYPES as readonly string[]).includes(f.type)))
    return 'Photos must be JPEG, PNG, WebP or HEIC';
  return null;
}

function ReviewForm({ line }: { line: ReviewableLine }) {
  const existing = line.review;
  const save = useSaveReview(existing?._id);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = save.error instanceof ApiError ? save.error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photos = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
    if (rating < 1) return setProblem('Please choose from 1 to 5 stars');
    const wrong = photoProblem(photos);
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
        <p className="font-semibold text-ink-900">Thank you! Your review will appear once the shop has checked it.</p>
        <Link to="/dashboard/reviews" className="text-maroon-700 underline">
          Back to My Reviews
        </Link>
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
        You received <span className="font-semibold text-ink-900">{line.name}</span> in size {line.size}.
      </p>
      {existing ? <ReviewStatus review={existing} /> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink-900">Your rating</legend>
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
              {'★'.repeat(n)} <span>{STAR_WORDS[n]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label="Title (optional)" name="title" maxLength={REVIEW_TITLE_MAX} defaultValue={existing?.title} />
      <div className="flex flex-col gap-1">
        <label htmlFor="review-body" className="text-sm font-semibold text-ink-900">
          Your review (optional)
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
          Photos of the dress on your Thakur Ji (optional)
        </label>
        <input
          id="review-photos"
          name="photos"
          type="file"
          multiple
          accept={[...REVIEW_PHOTO_TYPES, '.heic', '.heif'].join(',')}
          aria-describedby="review-photos-hint"
          className="text-sm text-ink-900"
        />
        <p id="review-photos-hint" className="text-xs text-ink-700">
          Up to {REVIEW_PHOTOS_MAX} photos, {REVIEW_PHOTO_MAX_BYTES / (1024 * 1024)} MB each.
          {existing && existing.photos.length > 0 ? ' New photos replace the ones you added before.' : ''} Your
          photo&apos;s location is removed before it is shown.
        </p>
      </div>
      <FormAlert message={problem ?? serverError?.message} />
      <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
        {save.isPending ? 'Sending…' : existing ? 'Save changes' : 'Submit review'}
      </button>
    </form>
  );
}

/** The review form for one product the shopper received: a new review, or theirs to edit. */
export function ReviewFormPage({ productId }: { productId: string }) {
  const { data, isPending, isError } = useMyReviews();
  const line = data?.products.find((p) => p.productId === productId);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <PageTitle title={line?.review ? 'Edit your review' : 'Rate this product'} />
      {isPending ? <Spinner label="Loading" /> : null}
      {isError ? <p role="alert">This page could not be loaded. Please try again.</p> : null}
      {data && !line ? (
        <p className="text-ink-700">
          You can rate a product once an order of it has been delivered to you.{' '}
          <Link to="/dashboard/reviews" className="text-maroon-700 underline">
            See what you can rate
          </Link>
        </p>
      ) : null}
      {line ? <ReviewForm line={line} /> : null}
    </div>
  );
}
