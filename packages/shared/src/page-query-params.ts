// Which query parameters each server-rendered page reads. The anonymous page cache keys a page on
// these alone (sorted), and renders it from that address: `/products?utm_source=x` is the
// cached `/products`, and `?sort=newest&page=2` the same page as `?page=2&sort=newest`.
// A page missing here is cached as if it read none, so a loader or a component rendered on the
// server that starts reading a parameter adds it here (apps/web/app/routes.ts points here);
// apps/web/app/page-query-params.test.ts finds every read and fails on one not named.

/** What `readListingParams` (contracts/listing-address.ts) reads; its test checks the list. */
export const LISTING_QUERY_PARAMS = [
  'q',
  'size',
  'fits',
  'minPrice',
  'maxPrice',
  'deity',
  'category',
  'material',
  'color',
  'inStock',
  'sale',
  'sort',
  'page',
  'limit',
] as const;

/** The spec's listing shortcuts; apps/web defines each one's page (features/catalogue/listing-shortcuts.ts). */
export const LISTING_SHORTCUT_PATHS = [
  'featured',
  'daily-wear',
  'heavy-dress',
  'accessories',
  'accessories/jhula',
  'accessories/mukut',
  'festival',
  'seasonal',
  'new-arrivals',
  'combo-dresses',
  'embroidery',
  'mukut-pagdi',
  'jewellery',
  'jhula-singhasan',
] as const;

export type ListingShortcutPath = (typeof LISTING_SHORTCUT_PATHS)[number];

/**
 * Route pattern (as in routes.ts, `:name` for one path segment) → the query parameters its server
 * render reads. Every page not listed reads none: content pages, the account pages
 * whose filters are read in the browser only (the admin's), and the not-found page.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // Listing pages: loadListingPage and ListingView read the listing's address.
  '/products': LISTING_QUERY_PARAMS,
  '/collections/:slug': LISTING_QUERY_PARAMS,
  ...Object.fromEntries(LISTING_SHORTCUT_PATHS.map((path) => [`/${path}`, LISTING_QUERY_PARAMS])),
  // The search page reads `q` as typed (too long is a message) and the listing's filters.
  '/search': LISTING_QUERY_PARAMS,
  // The size a listing's size filter chose, preselected by the purchase panel (purchase-state.ts),
  // and the PIN the delivery check's form sends without a script (pin-check-start.ts).
  '/products/:slug': ['size', 'pincode'],
  // Where to go after signing in (login-form.tsx, signup-form.tsx, confirm-signup.tsx).
  '/login': ['redirect'],
  '/signup': ['redirect'],
  '/signup/confirm': ['redirect'],
  // Personal pages: their loaders read these (a signed-in render is never cached, see storefront.ts).
  '/order-confirmation': ['orderId'],
  '/dashboard/orders': ['page'],
  // The emailed link's token (verify-email.tsx): the page shows a button that spends it.
  '/verify-email': ['token'],
  // A cash-on-delivery order's confirmation link (cod-confirm.tsx): the page's button decides.
  '/cod-confirm': ['order', 'e', 's', 'do'],
  // A failed delivery's link (delivery-attempt.tsx): the page's form takes the shopper's choice.
  '/delivery-attempt': ['attempt', 'e', 's'],
  // A back-in-stock alert's confirm link (notify-me.tsx): the page's button spends its token.
  '/notify-me': ['token'],
  // A cart reminder's stop link (cart-reminders-stop.tsx): the page's button turns reminders off.
  '/cart-reminders/stop': ['user', 'e', 's'],
  // The build's version in a namespace's words (words.ts): a versioned answer is kept a year.
  '/words/:namespace': ['v'],
};

/**
 * Public pages: rendered without any visitor's cookies and served from the page cache to everyone,
 * signed in or not (and by a CDN, `s-maxage`). What they personalise (account menu, cart count,
 * hearts) comes from `GET /api/v1/me/summary` after the page starts. Every other page is rendered
 * per visitor with their cookies and sent `private, no-store` to anyone holding a cookie.
 */
export const SHARED_PAGES: readonly string[] = [
  '/',
  '/products',
  '/products/:slug',
  '/search',
  '/collections',
  '/collections/:slug',
  ...LISTING_SHORTCUT_PATHS.map((path) => `/${path}`),
  '/about',
  '/contact',
  '/faq',
  '/blog',
  '/blog/:slug',
  '/shipping-policy',
  '/shipping',
  '/return-policy',
  '/privacy-policy',
  '/terms-conditions',
];
