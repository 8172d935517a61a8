import { describe, expect, it } from 'vitest';
import { authorName, buyerLine, moderationRefusal, ratingFromBreakdown, starBreakdown } from './review-rules';

const line = (id: string, deliveredAt: string | null, size = '3') => ({
  orderItemId: id,
  size,
  deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
});

describe('review rules', () => {
  it('lets only a shopper with a delivered line review, citing the latest delivery', () => {
    expect(buyerLine([])).toEqual({ refused: 'REVIEW_NOT_BUYER' });
    expect(buyerLine([line('a', null)])).toEqual({ refused: 'REVIEW_NOT_DELIVERED' });
    const verdict = buyerLine([line('a', '2026-10-01', '2'), line('b', null), line('c', '2026-11-01', '4')]);
    expect(verdict).toEqual({ line: line('c', '2026-11-01', '4') });
  });

  it('approves or rejects only waiting reviews, and hides or answers only published ones', () => {
    expect(moderationRefusal('approve', 'pending')).toBeNull();
    expect(moderationRefusal('approve', 'hidden')).toBeNull();
    expect(moderationRefusal('approve', 'rejected')).toBe('REVIEW_NOT_PENDING');
    expect(moderationRefusal('reject', 'approved')).toBe('REVIEW_NOT_PENDING');
    expect(moderationRefusal('hide', 'approved')).toBeNull();
    expect(moderationRefusal('hide', 'pending')).toBe('REVIEW_NOT_APPROVED');
    expect(moderationRefusal('reply', 'rejected')).toBe('REVIEW_NOT_APPROVED');
  });

  it('counts every star from five down to one and averages to one decimal', () => {
    const breakdown = starBreakdown([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
    ]);
    expect(breakdown).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(ratingFromBreakdown(breakdown)).toEqual({ average: 4.7, count: 3 });
    expect(ratingFromBreakdown(starBreakdown([]))).toEqual({ average: 0, count: 0 });
  });

  it('signs a review with the first name only', () => {
    expect(authorName('Radhika Sharma')).toBe('Radhika');
    expect(authorName('  ')).toBe('A devotee');
    expect(authorName('  ', 'hi')).toBe('एक भक्त');
  });
});
