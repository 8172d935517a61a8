import type { OwnReview } from '@shop/shared/contracts/reviews';

const WORDING: Record<OwnReview['status'], string> = {
  pending: 'Waiting for the shop to check it',
  approved: 'Published on the product page',
  rejected: 'Not published',
  hidden: 'Hidden by the shop',
};

/** Where the shopper's review stands, with the shop's reason when it was not published. */
export function ReviewStatus({ review }: { review: OwnReview }) {
  return (
    <p className="text-sm text-ink-700">
      <span className="font-semibold text-ink-900">{WORDING[review.status]}</span>
      {review.rejectionReason ? <> · Reason: {review.rejectionReason}</> : null}
    </p>
  );
}
