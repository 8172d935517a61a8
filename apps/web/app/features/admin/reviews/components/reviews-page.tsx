import {
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  type AdminReview,
  type ReviewStatus,
} from '@shop/shared/contracts/reviews';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../../lib/toast';
import { ActionDialog, Field } from '../../shared/action-dialog';
import { adminPrimaryButtonClass, adminSecondaryButtonClass } from '../../shared/admin-field';
import { shopDateTime } from '../../shared/admin-format';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { QueryStates } from '../../shared/list-states';
import { StatusTabs } from '../../shared/status-tabs';
import { Pagination } from '../../shared/pagination';
import { serverProblem } from '../../shared/form-errors';
import { useReviews } from '../api/list-reviews';
import { useModerateReview, type ModerationStep } from '../api/moderate-review';

const VIEWS: { status: ReviewStatus; label: string }[] = [
  { status: 'pending', label: 'Waiting' },
  { status: 'approved', label: 'Published' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'hidden', label: 'Hidden' },
];

const DONE: Record<ModerationStep['step'], string> = {
  approve: 'Review published',
  reject: 'Review rejected: the shopper sees your reason',
  hide: 'Review hidden from the product page',
  reply: 'Reply published under the review',
};

type Dialog = 'reject' | 'reply' | null;

function Actions({ review }: { review: AdminReview }) {
  const id = useId();
  const moderate = useModerateReview(review._id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = (step: ModerationStep) =>
    moderate.mutate(step, {
      onSuccess: () => {
        toast.success(DONE[step.step]);
        setDialog(null);
      },
      onError: (error) => {
        if (dialog) setProblem(serverProblem(error).message);
        else toast.error(serverProblem(error).message);
      },
    });

  const open = (next: Dialog) => {
    setProblem(null);
    setDialog(next);
  };

  return (
    <div className="flex flex-wrap gap-2">
      {review.status === 'pending' || review.status === 'hidden' ? (
        <button type="button" className={adminPrimaryButtonClass} onClick={() => run({ step: 'approve' })}>
          {review.status === 'hidden' ? 'Publish again' : 'Approve'}
        </button>
      ) : null}
      {review.status === 'pending' ? (
        <button type="button" className={adminSecondaryButtonClass} onClick={() => open('reject')}>
          Reject
        </button>
      ) : null}
      {review.status === 'approved' ? (
        <>
          <button type="button" className={adminSecondaryButtonClass} onClick={() => open('reply')}>
            {review.reply ? 'Edit reply' : 'Reply'}
          </button>
          <button type="button" className={adminSecondaryButtonClass} onClick={() => run({ step: 'hide' })}>
            Hide
          </button>
        </>
      ) : null}
      {dialog ? (
        <ActionDialog
          open
          onOpenChange={(next) => (next ? null : setDialog(null))}
          title={dialog === 'reject' ? 'Reject this review?' : 'Reply under this review'}
          description={
            dialog === 'reject'
              ? 'The shopper sees your reason and can edit the review.'
              : 'Your reply is shown to everyone under the review.'
          }
          confirmLabel={dialog === 'reject' ? 'Reject review' : 'Publish reply'}
          busyLabel="Saving..."
          busy={moderate.isPending}
          error={problem}
          onConfirm={(form) => {
            const text = String(form.get('text') ?? '').trim();
            if (!text)
              return setProblem(dialog === 'reject' ? 'Please give the shopper a reason' : 'Please write a reply');
            run(dialog === 'reject' ? { step: 'reject', reason: text } : { step: 'reply', reply: text });
          }}
        >
          <Field
            id={`${id}-text`}
            name="text"
            label={dialog === 'reject' ? 'Reason the shopper will see' : 'Your reply'}
            required
            multiline
            defaultValue={dialog === 'reply' ? (review.reply ?? '') : ''}
            hint={`At most ${dialog === 'reject' ? REVIEW_REASON_MAX : REVIEW_REPLY_MAX} characters.`}
          />
        </ActionDialog>
      ) : null}
    </div>
  );
}

/** One review as the owner checks it: the shopper's words shown as text, never as HTML. */
function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-cream-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-lg font-bold text-maroon-800">
          <Link to={`/products/${review.productSlug}`} className="underline underline-offset-2">
            {review.productName}
          </Link>
        </h2>
        <span className="font-semibold" aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
      </div>
      <p className="text-sm text-ink-700">
        {review.author}
        {review.authorEmail || review.authorPhone ? ` (${review.authorEmail || review.authorPhone})` : ''} · size{' '}
        {review.size} · {shopDateTime(review.updatedAt)}
      </p>
      {review.title ? <p className="font-semibold">{review.title}</p> : null}
      {review.body ? <p className="whitespace-pre-line">{review.body}</p> : null}
      {review.photos.length > 0 ? (
        <ul className="flex gap-2" aria-label="Photos">
          {review.photos.map((photo, index) => (
            <li key={photo._id}>
              <a href={photo.large} target="_blank" rel="noreferrer">
                <img
                  src={photo.src}
                  alt={`Photo ${index + 1} of the review`}
                  className="h-24 w-24 rounded-lg border border-cream-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.rejectionReason ? <p className="text-sm">Reason given: {review.rejectionReason}</p> : null}
      {review.reply ? <p className="rounded-lg bg-cream-100 p-3 text-sm">Your reply: {review.reply}</p> : null}
      <Actions review={review} />
    </li>
  );
}

/** /admin/reviews: reviews waiting for the owner, oldest first; published, rejected and hidden ones. */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = VIEWS.find((v) => v.status === raw)?.status ?? 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useReviews(status, page);

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Reviews"
        description="Only buyers of delivered orders can review. A review appears on its product once you approve it."
      />
      <StatusTabs
        label="Reviews by state"
        views={VIEWS}
        current={status}
        href={(next) => (next === 'pending' ? '/admin/reviews' : `/admin/reviews?status=${next}`)}
      />
      <QueryStates query={query} loading="Loading reviews" what="reviews">
        {(data) =>
          data.reviews.length === 0 ? (
            <p className="rounded-2xl bg-cream-100 p-6 text-ink-700">
              {status === 'pending' ? 'No reviews are waiting for you.' : 'No reviews here.'}
            </p>
          ) : (
            <>
              <ul className="flex flex-col gap-4">
                {data.reviews.map((review) => (
                  <ReviewCard key={review._id} review={review} />
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.pages}
                label="Review pages"
                onPageChange={(next) => {
                  const search = new URLSearchParams(params);
                  search.set('page', String(next));
                  setParams(search);
                }}
              />
            </>
          )
        }
      </QueryStates>
    </div>
  );
}
