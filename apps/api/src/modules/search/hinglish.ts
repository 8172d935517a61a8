import Sanscript from '@indic-transliteration/sanscript';

/** Words of a search that are looked at; the rest of a very long text is ignored. */
const WORDS_MAX = 8;

/**
 * The words of a search: letters with their vowel signs (Devanagari matras) and digits, so they
 * can be written into a tsquery without escaping.
 */
export function searchWords(text: string, max = WORDS_MAX): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, max);
}

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * Devanagari in the Latin letters a devotee would type. IAST marks the anusvara (ṃ) and
 * candrabindu as nasals Hindi says as n ('siṃhāsana' is singhasan) and the vocalic r as ri
 * (śṛṅgāra is shringar); the remaining diacritics are dropped by the key.
 */
function latin(word: string): string {
  if (!DEVANAGARI.test(word)) return word;
  return Sanscript.t(word, 'devanagari', 'iast').replace(/[ṃṁ]/g, 'n').replace(/ṛ/g, 'ri').replace(/ṝ/g, 'ri');
}

/**
 * One spelling for the ways a Hindi word is written in Latin letters ('poshaak', 'poshak',
 * 'posak', 'पोशाक' all give 'posk'), applied alike to catalogue words and to what is typed.
 * Spellings of the same sound differ most in the aspirate h, doubled letters, long vowels
 * and the short a, which Hindi often does not say (the schwa of 'kamarabanda' is silent), so
 * each of these is folded or dropped; the first letter always stays.
 */
export function hinglishKey(word: string): string {
  const plain = latin(word.toLowerCase())
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');
  if (/^\d+$/.test(plain) || plain.length < 2) return plain;
  const folded = plain
    .replace(/ee|ey$/g, 'i')
    .replace(/oo|ou/g, 'u')
    .replace(/ai/g, 'e')
    .replace(/au/g, 'o')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    // The aspirate: kh, gh, chh, jh, th, dh, bh and the sh of sh/s.
    .replace(/([^aeiou])h/g, '$1')
    .replace(/(.)\1+/g, '$1')
    // A nasal before a consonant is the anusvara however it is written (singhasan, sinhasan).
    .replace(/n(g)(?![aeiou])|ng(?=[aeiou])/g, 'n')
    .replace(/m(?=[pbkgtdcjs])/g, 'n');
  return folded[0] + folded.slice(1).replace(/a/g, '');
}
