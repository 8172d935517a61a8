import sanitizeHtml from 'sanitize-html';

/**
 * Product descriptions are simple HTML written in the admin. Only formatting survives: paragraphs,
 * line breaks, bold, italics, lists, two heading levels and links with web or mail addresses.
 * Scripts, styles, event handlers (onerror=…), images and javascript: links are dropped, so the
 * storefront can render what is stored as HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain text (the seed's descriptions, or an owner who typed no tags) becomes paragraphs, so what
 * is stored is always HTML and the storefront renders every description the same way.
 */
export function sanitizeDescription(input: string): string {
  const looksLikeHtml = /<[a-z!/][^>]*>/i.test(input);
  const html = looksLikeHtml
    ? input
    : input
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br />')}</p>`)
        .join('');
  return sanitizeHtml(html, OPTIONS).trim();
}
