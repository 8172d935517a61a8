// Cookies the browser's code reads (they hold no secret). Apart from the account rules, whose error
// messages every page would otherwise download with them.

/**
 * A cookie the browser's code may read (it holds no secret): present while a login exists, so a
 * visitor who never signed in is known to be a guest without asking the server.
 */
export const SESSION_HINT_COOKIE = 'shop_session';

/**
 * Beside a guest's httpOnly cart cookie, this readable one says a guest has a cart, so the page
 * asks for the cart count only then (the cart itself stays behind the httpOnly cookie).
 */
export const GUEST_CART_HINT_COOKIE = 'shop_cart';
