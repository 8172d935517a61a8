import { IDOL_SIZES, SIZE_CHART } from './constants';

// "My Thakur Ji": the idols a shopper dresses, each with its deity and its size. A size is the
// size guide's number (0-6); a shopper who measured the idol instead gives its height in inches
// and the size guide turns it into the number (decision 0147).

/** The shop's deities (the deity pages of the catalogue), the ones an idol can be. */
export const IDOL_DEITIES = ['laddu-gopal', 'radha-rani', 'mata-rani', 'radha-krishna'] as const;
export type IdolDeity = (typeof IDOL_DEITIES)[number];

/** Idols one account (or one browser) keeps; more is a family's mandir, not a wardrobe. */
export const IDOLS_PER_ACCOUNT_MAX = 12;
export const IDOL_NAME_MAX = 60;

/** Below this an idol is too small to measure for a poshak (size 0 fits idols about 1.75 in tall). */
export const IDOL_HEIGHT_MIN_IN = 1;
/** A soft tape reads to about a sixteenth of an inch: a height this close to a size's is that size. */
export const HEIGHT_TOLERANCE_IN = 0.05;

const LARGEST = SIZE_CHART[SIZE_CHART.length - 1]!;
/** The tallest idol a size fits: the largest size's height, give or take the tape. */
export const IDOL_HEIGHT_MAX_IN = LARGEST.idolHeightIn + HEIGHT_TOLERANCE_IN;

/**
 * The size guide's number for an idol `heightIn` inches tall: the smallest size made for an idol
 * at least that tall (between two sizes, the larger, as the size guide advises: a loose poshak
 * ties neatly, a tight one does not close). Null outside the sizes (too small, taller than size 6).
 */
export function sizeForHeight(heightIn: number): string | null {
  if (!Number.isFinite(heightIn) || heightIn < IDOL_HEIGHT_MIN_IN) return null;
  const row = SIZE_CHART.find((r) => r.idolHeightIn + HEIGHT_TOLERANCE_IN >= heightIn);
  return row?.size ?? null;
}

export function isIdolSize(size: string): boolean {
  return (IDOL_SIZES as readonly string[]).includes(size);
}
