import type { Locale } from '@shop/shared/locale';
import { shopLink } from '../../lib/shop-link';

/**
 * The shapes of the links mailed with a one-time token, `<PUBLIC_URL>/reset-password#token=<token>`
 * and `<PUBLIC_URL>/signup/confirm#token=<token>` (under `/hi` for Hindi): built here and read back
 * by the back office, which must never show a live one. The token travels in the fragment:
 * browsers never send it to a server or in a Referer.
 */
const TOKEN_IN_LINK = /(\/(?:reset-password|signup\/confirm)#token=)([A-Za-z0-9_-]+)/g;

export function resetLink(publicUrl: string, token: string, locale: Locale): string {
  return shopLink(publicUrl, `/reset-password#token=${token}`, locale);
}

/** The sign-up link's path; `publicUrl` '' gives it without the shop's address (a demo's answer). */
export function signupLink(publicUrl: string, token: string, locale: Locale): string {
  return shopLink(publicUrl, `/signup/confirm#token=${token}`, locale);
}

/** The tokens of the reset (and sign-up) links a text carries. */
export function resetTokensIn(text: string): string[] {
  return [...text.matchAll(TOKEN_IN_LINK)].map((match) => match[2]!);
}

/** The text with every such link's token hidden, so the link cannot be used by whoever reads it. */
export function maskResetLinks(text: string): string {
  return text.replace(TOKEN_IN_LINK, '$1[hidden]');
}
