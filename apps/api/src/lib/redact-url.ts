import { LINK_SECRET_PARAMS } from './shop-link';

/**
 * Query parameters whose values are secrets wherever they appear, never written to a log: what a
 * form may send by GET, and every proof a signed link carries.
 */
const SECRET_PARAMS = new Set(
  ['password', 'confirmpassword', 'newpassword', 'currentpassword', 'code', 'otp', ...LINK_SECRET_PARAMS].map((name) =>
    name.toLowerCase(),
  ),
);

/**
 * The URL as a log may keep it: the values of secret query parameters replaced. A form submitted as
 * a GET (a tap before the page's script started, an old link) must not leave a password in the logs.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const kept = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const end = pair.indexOf('=');
      const name = end === -1 ? pair : pair.slice(0, end);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as sent; it cannot be one of ours.
      }
      return end !== -1 && SECRET_PARAMS.has(decoded.trim().toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${kept.join('&')}`;
}
