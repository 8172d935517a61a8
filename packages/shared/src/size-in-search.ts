import { IDOL_SIZES } from './constants';

// Devotees type the idol's size into the search box: 'poshak size 3', '3 number dress', 'साइज़ 3
// पोशाक', 'size no. 3'. Such words name the size filter, not words for the catalogue to hold.

const idolSizes: readonly string[] = IDOL_SIZES;

/** 'size', 'saiz', 'साइज़', 'साइज', 'साईज़'. */
const SIZE_WORD = String.raw`(?:sizes?|saiz|sa[iy]j|सा[इई]ज\u093C?)`;
/** 'number', 'no.', 'no', 'nambar', 'नंबर', 'नम्बर', 'नं.'. */
const NUMBER_WORD = String.raw`(?:numbers?|nambar|no\.?|नंबर|नम्बर|नं\.?)`;
/** One digit, Latin or Devanagari. */
const DIGIT = '([0-9०-९])';
const START = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const END = String.raw`(?![\p{L}\p{M}\p{N}])`;

// 'size 3', 'size no. 3', 'size-3', 'साइज़ 3'; '3 number', '3 no', '3 size', '3 नंबर'; 'no. 3', 'नंबर 3'.
const SIZE_PHRASES = [
  String.raw`${START}${SIZE_WORD}(?:\s*${NUMBER_WORD})?\s*[-:#]?\s*${DIGIT}${END}`,
  String.raw`${START}${DIGIT}\s*(?:${SIZE_WORD}|${NUMBER_WORD})${END}`,
  String.raw`${START}${NUMBER_WORD}\s*[-:#]?\s*${DIGIT}${END}`,
];
const SIZE_PHRASE = new RegExp(SIZE_PHRASES.join('|'), 'giu');

const DEVANAGARI_ZERO = '०'.codePointAt(0)!;

function latinDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  return code >= DEVANAGARI_ZERO ? String(code - DEVANAGARI_ZERO) : digit;
}

/**
 * The idol sizes a search names ('poshak size 3' → 3), and the rest of its text to search for
 * ('poshak'; empty when the size was all it said). A number that is not an idol size stays text.
 */
export function sizeInSearch(text: string): { text: string; sizes: string[] } {
  const sizes: string[] = [];
  // NFC writes the nukta apart (ज़ as ज + ़), so one spelling of साइज़ matches both.
  const rest = text.normalize('NFC').replace(SIZE_PHRASE, (phrase, ...digits: unknown[]) => {
    const digit = digits.slice(0, SIZE_PHRASES.length).find((d): d is string => typeof d === 'string');
    const size = digit === undefined ? undefined : latinDigit(digit);
    if (size === undefined || !idolSizes.includes(size)) return phrase;
    if (!sizes.includes(size)) sizes.push(size);
    return ' ';
  });
  if (sizes.length === 0) return { text: text.trim(), sizes };
  return { text: rest.replace(/\s+/g, ' ').trim(), sizes };
}
