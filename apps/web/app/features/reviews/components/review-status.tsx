import type { OwnReview } from '@shop/shared/contracts/reviews';
import { useT } from '../../../lib/i18n';

const WORDING = {
  pending: 'account.reviewStatusPending',
  approved: 'account.reviewStatusApproved',
  rejected: 'account.reviewStatusRejected',
  hidden: 'account.reviewStatusHidden',
} as const satisfies Record<OwnReview['status'], string>;

/** Where the shopper's review stands, with the shop's reason when it was not published. */
export function ReviewStatus({ review }: { review: OwnReview }) {
  const t = useT();
  return (
    <p className="text-sm text-ink-700">
      <span className="font-semibold text-ink-900">{t(WORDING[review.status])}</span>
      {review.rejectionReason ? <> · {t('account.reviewStatusReason', { reason: review.rejectionReason })}</> : null}
    </p>
  );
}
