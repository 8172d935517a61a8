import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { blogPosts, productSets, products, variants } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bodyOf,
  field,
  fuzzEndpoint,
  fuzzSkipReason,
  nastyString,
  pathSegment,
  rawBody,
  wellFormed,
  withBody,
  type Endpoint,
} from './fuzz-kit';

// Every public (no login needed) endpoint's input, fuzzed. See fuzz-kit.ts for the properties.

let t: TestApp;
let slug = 'laddu-gopal-poshak';
let productId = '';
let variantId = '';
let blogSlug = 'blog';
let setSlug = 'set';

beforeAll(async () => {
  // A wrong password for an account makes the next try wait its turn (decision 0038): booked, not slept.
  t = await createTestApp({ authClock: { now: () => new Date(), sleep: async () => {} } });
  const [product] = await t.db
    .select({ id: products.id, slug: products.slug, variantId: variants.id })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .orderBy(asc(products.slug))
    .limit(1);
  slug = product!.slug;
  productId = product!.id;
  variantId = product!.variantId;
  const [post] = await t.db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
  if (post) blogSlug = post.slug;
  const [set] = await t.db.select({ slug: productSets.slug }).from(productSets).limit(1);
  if (set) setSlug = set.slug;
});
afterAll(() => t.close());

const anonymous = (options: Parameters<Endpoint['send']>[0]) => t.app.inject(options);

const QUERY_KEYS = [
  'q',
  'page',
  'limit',
  'sort',
  'minPrice',
  'maxPrice',
  'collection',
  'category',
  'size',
  'deity',
  'inStock',
  'color',
  'material',
  '__proto__',
  'constructor',
];

/** A query string of known and unknown keys, with nasty values (repeated keys become arrays). */
const queryString = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(nastyString, fc.integer().map(String))), { maxLength: 6 })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(key, value.slice(0, 3000));
    return params.toString();
  });

const get = (path: fc.Arbitrary<string>): fc.Arbitrary<{ method: 'GET'; url: string }> =>
  fc.tuple(path, queryString).map(([p, query]) => ({ method: 'GET' as const, url: query ? `${p}?${query}` : p }));

// A few addresses only: the per-account limits then stop the costly password checks early.
const email = () => fc.constantFrom('fuzz@example.in', 'FUZZ@Example.IN ', 'a@b.co');
const post = (url: string, body: fc.Arbitrary<unknown>) => withBody('POST', url, body);

const endpoints = (): Endpoint[] => [
  { name: 'GET /products', request: get(fc.constant('/api/v1/products')), send: anonymous },
  { name: 'GET /search', request: get(fc.constant('/api/v1/search')), send: anonymous },
  { name: 'GET /search/suggestions', request: get(fc.constant('/api/v1/search/suggestions')), send: anonymous },
  {
    name: 'GET /product/:slug',
    request: get(
      fc.oneof(
        fc.constant(`/api/v1/product/${slug}`),
        pathSegment.map((s) => `/api/v1/product/${s}`),
      ),
    ),
    send: anonymous,
  },
  {
    name: 'GET /products/:productId/reviews',
    request: get(
      fc.oneof(
        fc.constant(`/api/v1/products/${productId}/reviews`),
        pathSegment.map((s) => `/api/v1/products/${s}/reviews`),
      ),
    ),
    send: anonymous,
  },
  {
    name: 'GET /product/:slug/recommended',
    request: get(pathSegment.map((s) => `/api/v1/product/${s}/recommended`)),
    send: anonymous,
  },
  {
    name: 'GET /product/category/:slug',
    request: get(
      fc.oneof(fc.constantFrom('poshak', 'jewellery'), pathSegment).map((s) => `/api/v1/product/category/${s}`),
    ),
    send: anonymous,
  },
  {
    name: 'GET /collections/:slug',
    request: get(fc.oneof(fc.constantFrom('summer', 'winter'), pathSegment).map((s) => `/api/v1/collections/${s}`)),
    send: anonymous,
  },
  {
    name: 'GET /product/collection/:slug',
    request: get(pathSegment.map((s) => `/api/v1/product/collection/${s}`)),
    send: anonymous,
  },
  {
    name: 'GET /product/homepage-products',
    request: get(fc.constant('/api/v1/product/homepage-products')),
    send: anonymous,
  },
  { name: 'GET /collections', request: get(fc.constant('/api/v1/collections')), send: anonymous },
  { name: 'GET /blog', request: get(fc.constant('/api/v1/blog')), send: anonymous },
  {
    name: 'GET /blog/:slug',
    request: get(fc.oneof(fc.constant(blogSlug), pathSegment).map((s) => `/api/v1/blog/${s}`)),
    send: anonymous,
  },
  {
    name: 'GET /pincode/:pin',
    request: get(
      fc
        .oneof(fc.constantFrom('281121', '110001', '000000'), fc.integer().map(String), pathSegment)
        .map((s) => `/api/v1/pincode/${s}`),
    ),
    send: anonymous,
  },
  {
    name: 'POST /auth/signup',
    request: post(
      '/api/v1/auth/signup',
      bodyOf({
        email: field(email()),
        password: field(fc.constant('Tulsi-Mala-108')),
        confirmPassword: field(fc.constant('Tulsi-Mala-108')),
      }),
    ),
    send: anonymous,
  },
  {
    name: 'POST /auth/signup/confirm',
    request: post(
      '/api/v1/auth/signup/confirm',
      bodyOf({
        token: field(fc.oneof(fc.string({ minLength: 20, maxLength: 64 }), fc.base64String({ maxLength: 64 }))),
        password: field(fc.string({ maxLength: 200 })),
      }),
    ),
    send: anonymous,
  },
  {
    name: 'POST /auth/login',
    request: post(
      '/api/v1/auth/login',
      bodyOf({ email: field(email()), password: field(fc.constant('Tulsi-Mala-108')) }),
    ),
    send: anonymous,
    // The wrong password is counted on the account, which slows guessing down (decision 0038).
    refusalWrites: { INVALID_CREDENTIALS: ['users'] },
  },
  {
    name: 'POST /auth/forgot-password',
    request: post('/api/v1/auth/forgot-password', bodyOf({ email: field(email()) })),
    send: anonymous,
  },
  {
    name: 'POST /auth/reset-password',
    request: post(
      '/api/v1/auth/reset-password',
      bodyOf({
        token: field(fc.string({ minLength: 20, maxLength: 64 })),
        password: field(fc.constant('Tulsi-Mala-108')),
        confirmPassword: field(fc.constant('Tulsi-Mala-108')),
      }),
    ),
    send: anonymous,
  },
  {
    name: 'POST /auth/refresh-token',
    request: fc.oneof(nastyString, fc.base64String({ maxLength: 64 })).map((token) => ({
      method: 'POST' as const,
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: `shop_refresh=${encodeURIComponent(wellFormed(token.slice(0, 4000)))}` },
    })),
    send: anonymous,
  },
  {
    name: 'POST /newsletter',
    request: post('/api/v1/newsletter', bodyOf({ email: field(email()) })),
    send: anonymous,
  },
  {
    name: 'POST /contact',
    request: post(
      '/api/v1/contact',
      bodyOf({
        name: field(fc.constant('Radha')),
        email: field(email()),
        phone: field(fc.constantFrom('9876543210', '98765-43210', '')),
        message: field(fc.constant('Do you stitch custom poshak?')),
      }),
    ),
    send: anonymous,
  },
  {
    name: 'POST /coupons/validate',
    request: post(
      '/api/v1/coupons/validate',
      bodyOf({ code: field(fc.constantFrom('WELCOME10', 'FESTIVE')), cartAmount: field(fc.nat({ max: 100000 })) }),
    ),
    send: anonymous,
  },
  {
    name: 'POST /payment/webhook',
    request: fc.oneof(
      bodyOf({
        event: field(fc.constantFrom('payment.captured', 'payment.failed', 'order.paid')),
        payload: field(),
      }).map((body) => ({
        method: 'POST' as const,
        url: '/api/v1/payment/webhook',
        body,
        headers: { 'x-razorpay-signature': 'f'.repeat(64) },
      })),
      rawBody.map((raw) => ({ method: 'POST' as const, url: '/api/v1/payment/webhook', rawBody: raw })),
    ),
    send: anonymous,
  },
  {
    name: 'POST /user/add-to-cart (guest)',
    request: post(
      '/api/v1/user/add-to-cart',
      bodyOf({ id: field(fc.constant(productId)), variantId: field(fc.constant(variantId)) }),
    ),
    send: anonymous,
  },
  {
    name: 'GET /sets/:slug',
    request: get(fc.oneof(fc.constant(setSlug), pathSegment).map((s) => `/api/v1/sets/${s}`)),
    send: anonymous,
  },
  {
    name: 'GET /products/:slug/sets',
    request: get(fc.oneof(fc.constant(slug), pathSegment).map((s) => `/api/v1/products/${s}/sets`)),
    send: anonymous,
  },
  {
    name: 'GET /festivals/next',
    request: fc
      .tuple(
        fc.oneof(fc.constantFrom('281121', '110001', '000000'), nastyString),
        fc.dictionary(fc.constantFrom('pin', 'locale', '__proto__'), nastyString, { maxKeys: 2 }),
      )
      .map(([pin, extra]) => {
        const query = new URLSearchParams({ pin: wellFormed(pin).slice(0, 3000), ...extra });
        return { method: 'GET' as const, url: `/api/v1/festivals/next?${query}` };
      }),
    send: anonymous,
  },
  {
    name: 'POST /stock-alerts',
    request: post(
      '/api/v1/stock-alerts',
      bodyOf({
        productId: field(fc.constant(productId)),
        variantId: field(fc.constant(variantId)),
        email: field(email()),
        phone: field(fc.constantFrom('9876543210', '+919876543210', '98765')),
      }),
    ),
    send: anonymous,
  },
  {
    name: 'POST /stock-alerts/confirm',
    request: post('/api/v1/stock-alerts/confirm', bodyOf({ token: field(pathSegment) })),
    send: anonymous,
  },
  {
    name: 'GET /sets',
    request: get(fc.constant('/api/v1/sets')),
    send: anonymous,
  },
  {
    name: 'GET /cart-reminders/stop',
    request: fc
      .dictionary(fc.constantFrom('user', 'e', 's', '__proto__'), nastyString, { maxKeys: 4 })
      .map((query) => ({
        method: 'GET' as const,
        url: `/api/v1/cart-reminders/stop?${new URLSearchParams(query)}`,
      })),
    send: anonymous,
  },
  {
    name: 'POST /cart-reminders/stop',
    request: post(
      '/api/v1/cart-reminders/stop',
      bodyOf({
        user: field(fc.constant('00000000-0000-4000-8000-000000000000')),
        e: field(fc.constantFrom('2027-12-31', String(Date.now() + 86_400_000))),
        s: field(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })),
      }),
    ),
    send: anonymous,
  },
];

describe.skipIf(fuzzSkipReason)(
  'fuzzing the public endpoints (1,000 cases each: only 4xx, database unchanged when refused)',
  () => {
    it.each([
      'GET /products',
      'GET /search',
      'GET /search/suggestions',
      'GET /product/:slug',
      'GET /product/:slug/recommended',
      'GET /products/:productId/reviews',
      'GET /product/category/:slug',
      'GET /collections/:slug',
      'GET /product/collection/:slug',
      'GET /product/homepage-products',
      'GET /collections',
      'GET /blog',
      'GET /blog/:slug',
      'GET /pincode/:pin',
      'POST /auth/signup',
      'POST /auth/signup/confirm',
      'POST /auth/login',
      'POST /auth/forgot-password',
      'POST /auth/reset-password',
      'POST /auth/refresh-token',
      'POST /newsletter',
      'POST /contact',
      'POST /coupons/validate',
      'POST /payment/webhook',
      'POST /user/add-to-cart (guest)',
      'GET /sets/:slug',
      'GET /products/:slug/sets',
      'GET /festivals/next',
      'POST /stock-alerts',
      'POST /stock-alerts/confirm',
      'GET /sets',
      'GET /cart-reminders/stop',
      'POST /cart-reminders/stop',
    ])(
      '%s',
      async (name) => {
        const endpoint = endpoints().find((e) => e.name === name)!;
        await fuzzEndpoint(t, endpoint);
      },
      600_000,
    );
  },
);
