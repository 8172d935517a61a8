import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LISTING_SHORTCUTS } from './features/catalogue/listing-shortcuts';

// Spec section 2's route table. Every module is its own chunk, loaded when its route is first visited.
// The query parameters each page reads on the server are listed in @shop/shared/page-query-params:
// the anonymous page cache keys pages on those alone.
// Every shopper's page is also under /hi in Hindi (decision 0067): same modules, their own route ids.
const storefront: RouteConfigEntry[] = [
  // Public
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('signup/confirm', 'routes/signup-confirm.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('cod-confirm', 'routes/cod-confirm.tsx'),
  route('delivery-attempt', 'routes/delivery-attempt.tsx'),
  route('notify-me', 'routes/notify-me.tsx'),
  route('cart-reminders/stop', 'routes/cart-reminders-stop.tsx'),
  route('products', 'routes/products.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  // The words of a part drawn only when asked for (lib/words-on-demand.ts).
  route('words/:namespace', 'routes/words.ts'),
  route('sets/:slug', 'routes/set.tsx'),
  route('search', 'routes/search.tsx'),
  route('track-order', 'routes/find-order.tsx'),
  route('track-order/:orderId', 'routes/track-order.tsx'),

  // Listing shortcuts: one module draws them all, each route named by its path.
  ...Object.keys(LISTING_SHORTCUTS).map((path) => route(path, 'routes/listing-shortcut.tsx', { id: path })),

  // Collections: the directory, then every collection and deity page by slug.
  route('collections', 'routes/collections.tsx'),
  route('collections/:slug', 'routes/collection.tsx'),

  // Content
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('shipping-policy', 'routes/shipping-policy.tsx'),
  // The spec lists /shipping separately; it is the same shipping information.
  route('shipping', 'routes/shipping-policy.tsx', { id: 'routes/shipping' }),
  route('return-policy', 'routes/return-policy.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-conditions', 'routes/terms-conditions.tsx'),

  // A guest's cart lives on the server under an anonymous cookie (decision 0047).
  route('cart', 'routes/cart.tsx'),

  // My Thakur Ji for a guest: the idols saved in this browser (an account's are in its dashboard).
  route('my-thakur-ji', 'routes/my-thakur-ji.tsx'),

  // Protected: need an account (a guest is sent to /login and brought back).
  layout('routes/require-account.tsx', [
    route('checkout', 'routes/checkout.tsx'),
    route('order-confirmation', 'routes/order-confirmation.tsx'),
    route('dashboard', 'routes/dashboard/layout.tsx', [
      index('routes/dashboard/overview.tsx'),
      route('profile', 'routes/dashboard/profile.tsx'),
      route('orders', 'routes/dashboard/orders.tsx'),
      route('orders/:orderId', 'routes/dashboard/order-detail.tsx'),
      route('wishlist', 'routes/dashboard/wishlist.tsx'),
      route('reviews', 'routes/dashboard/reviews.tsx'),
      route('reviews/:productId', 'routes/dashboard/review.tsx'),
      route('addresses', 'routes/dashboard/addresses.tsx'),
      route('idols', 'routes/dashboard/idols.tsx'),
    ]),
  ]),

  // Anything else: the not-found page with HTTP 404.
  route('*', 'routes/not-found.tsx'),
];

/**
 * The Hindi twin of a storefront route: its path under `hi/` (a pathless layout passes the prefix
 * on to its children), and an id of its own, since both twins share the module.
 */
function inHindi(entry: RouteConfigEntry, top = true): RouteConfigEntry {
  const id = `hi/${entry.id ?? entry.file.replace(/\.tsx$/, '')}`;
  const path = entry.index && top ? 'hi' : entry.path !== undefined && top ? `hi/${entry.path}` : entry.path;
  const childrenOnTop = top && entry.path === undefined && !entry.index;
  return {
    ...entry,
    id,
    path,
    index: path === 'hi' ? undefined : entry.index,
    children: entry.children?.map((child) => inHindi(child, childrenOnTop)),
  };
}

export default [
  ...storefront,
  ...storefront.map((entry) => inHindi(entry)),

  // Admin users only: customers are sent home.
  // The back office is code-split under routes/admin/: shoppers never download it.
  layout('routes/require-admin.tsx', [
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('products', 'routes/admin/products.tsx'),
      route('products/new', 'routes/admin/product-new.tsx'),
      route('products/:productId', 'routes/admin/product-edit.tsx'),
      route('stock', 'routes/admin/stock.tsx'),
      route('coupons', 'routes/admin/coupons.tsx'),
      route('campaigns', 'routes/admin/campaigns.tsx'),
      route('festivals', 'routes/admin/festivals.tsx'),
      route('sets', 'routes/admin/sets.tsx'),
      route('search', 'routes/admin/search.tsx'),
      route('collections', 'routes/admin/collections.tsx'),
      route('blog', 'routes/admin/blog.tsx'),
      route('orders', 'routes/admin/orders.tsx'),
      route('orders/:orderId', 'routes/admin/order-detail.tsx'),
      route('returns', 'routes/admin/returns.tsx'),
      route('failed-deliveries', 'routes/admin/failed-deliveries.tsx'),
      route('customers', 'routes/admin/customers.tsx'),
      route('customers/:userId', 'routes/admin/customer-detail.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('emails', 'routes/admin/emails.tsx'),
      route('jobs', 'routes/admin/jobs.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
