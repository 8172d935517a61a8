import type { Locale } from './locale';

// Words a shopper or the owner wrote (a review, its author's name, a note on an order) are shown
// as written, never translated. Their language is not recorded, but their script tells a reader
// enough: Latin letters without Devanagari read as English on a Hindi page, Devanagari on an
// English page as Hindi, so screen readers pronounce them right and the page names them honestly.

const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN = /\p{Script=Latin}/u;

/** The `lang` to give written text on a page in `locale`, or nothing when it is the page's own. */
export function writtenLang(text: string, locale: Locale): { lang?: 'en' | 'hi' } {
  if (locale === 'hi') return LATIN.test(text) && !DEVANAGARI.test(text) ? { lang: 'en' } : {};
  return DEVANAGARI.test(text) && !LATIN.test(text) ? { lang: 'hi' } : {};
}
