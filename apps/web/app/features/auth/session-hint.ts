import { SESSION_HINT_COOKIE } from '@shop/shared/account-rules';

/**
 * Whether this browser holds a login. The session cookies themselves are httpOnly (scripts cannot
 * read them); the server sets this harmless companion beside them and clears it with them, so a
 * visitor who never signed in costs no request to find out.
 */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
