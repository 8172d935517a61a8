// What counts as English on a Hindi page, for the tests that read Hindi pages for it (the API's
// over server-rendered HTML, the journeys' over the page a browser drew): a Latin word outside an
// element marked `lang="en"`, unless it is a brand written in Latin letters as Indian shops write
// it, or a code no language translates.

/** The shop's, the payment networks' and the social sites' names. */
const BRANDS = new Set([
  'Shringar',
  'Shop',
  'WhatsApp',
  'Razorpay',
  'Visa',
  'Mastercard',
  'RuPay',
  'Paytm',
  'Instagram',
  'Facebook',
  'YouTube',
]);

/**
 * A word that is a code rather than English: anything with a digit (SKUs, order numbers, PINs,
 * ₹ amounts, sizes), an address (email, web), or written in capitals (UPI, COD, WELCOME10).
 */
function isCode(word: string): boolean {
  return /\d/.test(word) || /[@/]/.test(word) || /\.[a-z]/i.test(word) || !/[a-z]/.test(word);
}

const LATIN_WORDS = /[A-Za-z][A-Za-z'’-]*/g;

/** The English words of a text a Hindi page shows unmarked; `allowed` adds words the shopper typed. */
export function englishWords(text: string, allowed: readonly string[] = []): string[] {
  const plain = text.replace(/&[a-z]+;|&#x?[\da-f]+;/gi, ' ');
  return plain
    .split(/\s+/)
    .filter((word) => /[A-Za-z]/.test(word) && !isCode(word))
    .flatMap((word) => word.match(LATIN_WORDS) ?? [])
    .filter((word) => !BRANDS.has(word) && !allowed.includes(word));
}
