import type { Locale } from '@shop/shared/locale';
import type { ReviewStatus } from '@shop/shared/contracts/reviews';
import type { ErrorCode } from '@shop/shared/errors';

// The rules of reviews, pure: who may write one, what the owner may do with it, how it is counted.

type OrderLine = { orderItemId: string; size: string; deliveredAt: Date | null };

/**
 * The line that makes a shopper a buyer of a product: one of their order lines that was delivered
 * (the latest). A shopper with no line is not a buyer; with lines none delivered, not yet.
 */
export function buyerLine(lines: readonly OrderLine[]): { line: OrderLine } | { refused: ErrorCode } {
  if (lines.length === 0) return { refused: 'REVIEW_NOT_BUYER' };
  const delivered = lines
    .filter((l) => l.deliveredAt !== null)
    .sort((a, b) => b.deliveredAt!.getTime() - a.deliveredAt!.getTime())[0];
  return delivered ? { line: delivered } : { refused: 'REVIEW_NOT_DELIVERED' };
}

export type ModerationStep = 'approve' | 'reject' | 'hide' | 'reply';

/**
 * Which states each step of moderation starts from: a waiting review is approved or rejected; a
 * published one is hidden or answered; a hidden one may be published again.
 */
const ALLOWED_FROM: Record<ModerationStep, readonly ReviewStatus[]> = {
  approve: ['pending', 'hidden'],
  reject: ['pending'],
  hide: ['approved'],
  reply: ['approved'],
};

export function moderationRefusal(step: ModerationStep, status: ReviewStatus): ErrorCode | null {
  if (ALLOWED_FROM[step].includes(status)) return null;
  return step === 'hide' || step === 'reply' ? 'REVIEW_NOT_APPROVED' : 'REVIEW_NOT_PENDING';
}

/** Approved reviews per star, 5 down to 1, with the stars nobody gave counted as zero. */
export function starBreakdown(rows: readonly { stars: number; count: number }[]) {
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: rows.find((r) => r.stars === stars)?.count ?? 0 }));
}

/** The average to one decimal and the count, from the breakdown: 0 and 0 when there is none. */
export function ratingFromBreakdown(breakdown: readonly { stars: number; count: number }[]) {
  const count = breakdown.reduce((sum, row) => sum + row.count, 0);
  const total = breakdown.reduce((sum, row) => sum + row.stars * row.count, 0);
  return { average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, count };
}

const NAMELESS: Record<Locale, string> = { en: 'A devotee', hi: 'एक भक्त' };

/** A review is signed with the author's first name only. */
export function authorName(fullName: string, locale: Locale = 'en'): string {
  return fullName.trim().split(/\s+/)[0] || NAMELESS[locale];
}
