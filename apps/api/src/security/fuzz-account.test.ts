import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addToCart, checkoutOk, customer } from '../modules/checkout/checkout-test-kit';
import { idolResponseSchema } from '@shop/shared/contracts/idols';
import { createSet } from '../modules/sets/set-test-kit';
import { createAdmin, createShopper, pricedVariants, type Shopper, type TestVariant } from '../test/shoppers';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bodyOf,
  field,
  fuzzEndpoint,
  fuzzSkipReason,
  idOr,
  late,
  withBody,
  nastyJson,
  nastyString,
  pathSegment,
  type Endpoint,
} from './fuzz-kit';

// Every endpoint a signed-in customer can call, fuzzed with a live session (see fuzz-kit.ts).

let t: TestApp;
let shopper: Shopper;
let item: TestVariant;
let orderId = '';
let razorpayOrderId = '';
let addressId = '';
let idolId = '';
let setId = '';

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t, 'fuzz', { withPhone: true });
  item = (await pricedVariants(t, [499_00], 1000))[0]!;
  // Something to aim at: an order awaiting payment and a saved address.
  await addToCart(shopper, item, 1);
  const data = await checkoutOk(shopper);
  orderId = data.orderId;
  razorpayOrderId = data.razorpayOrder!.id;
  const saved = await shopper.request({ method: 'POST', url: '/api/v1/user/addresses', payload: customer });
  addressId = (saved.json() as { address?: { _id: string }; data?: { _id: string } }).address?._id ?? '';
  const idol = await shopper.request({
    method: 'POST',
    url: '/api/v1/user/idols',
    payload: { name: 'Bal Gopal', deity: 'laddu-gopal', size: '3' },
  });
  idolId = idolResponseSchema.parse(idol.json()).idol._id;
  const parts = await pricedVariants(t, [299_00, 199_00], 1000);
  setId = (await createSet(await createAdmin(t), parts)).id;
});
afterAll(() => t.close());

const signedIn = (options: Parameters<Endpoint['send']>[0]) => shopper.request(options);

const quantity = () => field(fc.integer({ min: -5, max: 2000 }));
const idolBody = () =>
  bodyOf({
    name: field(fc.constantFrom('Bal Gopal of our mandir', 'लड्डू गोपाल')),
    deity: field(fc.constantFrom('laddu-gopal', 'radha-rani', 'ganesh')),
    size: field(fc.constantFrom('0', '3', '12')),
    heightIn: field(fc.double({ min: -5, max: 80 })),
  });
const addressBody = () =>
  bodyOf({
    fullName: field(fc.constant('Radha Devi')),
    address: field(fc.constant('12 Seva Kunj')),
    apartment: field(fc.constant('')),
    city: field(fc.constant('Mathura')),
    state: field(fc.constant('Uttar Pradesh')),
    postalCode: field(fc.constantFrom('281121', '12345')),
    phone: field(fc.constantFrom('9876543210', '98765')),
    isDefault: field(fc.boolean()),
  });

const endpoints = (): Endpoint[] => [
  {
    name: 'POST /user/add-to-cart',
    request: withBody(
      'POST',
      '/api/v1/user/add-to-cart',
      bodyOf({
        id: field(late(() => item.productId)),
        variantId: field(late(() => item.variantId)),
        quantity: quantity(),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /user/add-to-cart (a set)',
    request: withBody(
      'POST',
      '/api/v1/user/add-to-cart',
      bodyOf({
        setId: field(
          late(() => setId),
          pathSegment,
        ),
        quantity: quantity(),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /user/remove-from-cart',
    request: withBody(
      'POST',
      '/api/v1/user/remove-from-cart',
      bodyOf({ productId: field(late(() => item.productId)), variantId: field(late(() => item.variantId)) }),
    ),
    send: signedIn,
  },
  {
    name: 'PATCH /user/update-quantity',
    request: withBody(
      'PATCH',
      '/api/v1/user/update-quantity',
      bodyOf({
        productId: field(late(() => item.productId)),
        variantId: field(late(() => item.variantId)),
        count: quantity(),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /user/cart/coupon',
    request: withBody(
      'POST',
      '/api/v1/user/cart/coupon',
      bodyOf({ code: field(fc.constantFrom('WELCOME10', 'NOPE')) }),
    ),
    send: signedIn,
  },
  {
    name: 'PATCH /user/profile',
    request: withBody(
      'PATCH',
      '/api/v1/user/profile',
      bodyOf({
        name: field(fc.constant('Meera')),
        avatar: field(fc.constantFrom('https://example.in/a.png', 'javascript:alert(1)')),
        notifications: field(fc.boolean()),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /user/change-password',
    request: withBody(
      'POST',
      '/api/v1/user/change-password',
      bodyOf({
        currentPassword: field(fc.constant('wrong-password')),
        newPassword: field(fc.constant('Tulsi-Mala-109')),
        confirmPassword: field(fc.constant('Tulsi-Mala-109')),
      }),
    ),
    send: signedIn,
  },
  { name: 'POST /user/addresses', request: withBody('POST', '/api/v1/user/addresses', addressBody()), send: signedIn },
  {
    name: 'PUT /user/addresses/:id',
    request: withBody(
      'PUT',
      idOr(() => addressId).map((id) => `/api/v1/user/addresses/${id}`),
      addressBody(),
    ),
    send: signedIn,
  },
  {
    name: 'DELETE /user/addresses/:id',
    request: pathSegment.map((id) => ({ method: 'DELETE' as const, url: `/api/v1/user/addresses/${id}` })),
    send: signedIn,
  },
  {
    name: 'POST /user/addresses/:id/default',
    request: withBody(
      'POST',
      idOr(() => addressId).map((id) => `/api/v1/user/addresses/${id}/default`),
      nastyJson,
    ),
    send: signedIn,
  },
  {
    name: 'POST /user/update-wishlist',
    request: withBody('POST', '/api/v1/user/update-wishlist', bodyOf({ productId: field(late(() => item.productId)) })),
    send: signedIn,
  },
  {
    name: 'POST /user/wishlist/merge',
    request: withBody(
      'POST',
      '/api/v1/user/wishlist/merge',
      bodyOf({
        productIds: field(
          fc.array(
            fc.oneof(
              late(() => item.productId),
              nastyString,
            ),
            { maxLength: 250 },
          ),
        ),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /user/idols',
    request: withBody('POST', '/api/v1/user/idols', idolBody()),
    send: signedIn,
  },
  {
    name: 'POST /user/idols/merge',
    request: withBody(
      'POST',
      '/api/v1/user/idols/merge',
      bodyOf({ idols: field(fc.array(fc.oneof(idolBody(), nastyJson), { maxLength: 30 })) }),
    ),
    send: signedIn,
  },
  {
    name: 'PATCH /user/idols/:id',
    request: withBody(
      'PATCH',
      idOr(() => idolId).map((id) => `/api/v1/user/idols/${id}`),
      idolBody(),
    ),
    send: signedIn,
  },
  {
    name: 'DELETE /user/idols/:id',
    // Aimed at made-up ids: removing the real idol would be a valid request.
    request: pathSegment.map((id) => ({ method: 'DELETE' as const, url: `/api/v1/user/idols/${id}` })),
    send: signedIn,
  },
  {
    name: 'GET /user/reviews',
    request: fc.constant({ method: 'GET' as const, url: '/api/v1/user/reviews' }),
    send: signedIn,
  },
  {
    name: 'POST /user/reviews',
    request: withBody(
      'POST',
      '/api/v1/user/reviews',
      bodyOf({
        productId: field(late(() => item.productId)),
        rating: field(fc.integer({ min: -2, max: 8 })),
        title: field(nastyString),
        body: field(nastyString),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'PATCH /user/reviews/:id',
    request: withBody(
      'PATCH',
      pathSegment.map((id) => `/api/v1/user/reviews/${id}`),
      bodyOf({
        rating: field(fc.integer({ min: -2, max: 8 })),
        body: field(nastyString),
        keepPhotos: field(fc.boolean()),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /reviews/:id/helpful',
    request: withBody(
      'POST',
      pathSegment.map((id) => `/api/v1/reviews/${id}/helpful`),
      nastyJson,
    ),
    send: signedIn,
  },
  {
    name: 'DELETE /user/wishlist/:productId',
    request: pathSegment.map((id) => ({ method: 'DELETE' as const, url: `/api/v1/user/wishlist/${id}` })),
    send: signedIn,
  },
  {
    name: 'POST /payment/checkout',
    request: withBody(
      'POST',
      '/api/v1/payment/checkout',
      bodyOf({
        paymentMethod: field(fc.constantFrom('Online', 'COD')),
        shippingAddress: field(fc.constant(customer), addressBody()),
        couponCode: field(fc.constantFrom('WELCOME10', null)),
        totalAmount: field(fc.double()),
        products: field(fc.array(nastyJson, { maxLength: 300 })),
        buyNow: field(
          bodyOf({
            productId: field(late(() => item.productId)),
            variantId: field(late(() => item.variantId)),
            quantity: quantity(),
          }),
        ),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /payment/payment-verification',
    request: withBody(
      'POST',
      '/api/v1/payment/payment-verification',
      bodyOf({
        razorpay_order_id: field(late(() => razorpayOrderId)),
        razorpay_payment_id: field(fc.constant('pay_FuzzPayment0001')),
        razorpay_signature: field(
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
        ),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /payment/sandbox/pay',
    request: withBody(
      'POST',
      '/api/v1/payment/sandbox/pay',
      bodyOf({
        razorpay_order_id: field(fc.constant('order_NotOneOfOurs01')),
        outcome: field(fc.constantFrom('success', 'failure')),
        method: field(fc.constantFrom('card', 'upi', 'netbanking')),
      }),
    ),
    send: signedIn,
  },
  {
    name: 'GET /user/orders',
    request: fc
      .dictionary(
        fc.constantFrom('page', 'limit', 'status', '__proto__'),
        nastyString.map((v) => v.slice(0, 200)),
        {
          maxKeys: 3,
        },
      )
      .map((query) => ({ method: 'GET' as const, url: `/api/v1/user/orders?${new URLSearchParams(query)}` })),
    send: signedIn,
  },
  {
    name: 'GET /user/orders/:orderId',
    request: idOr(() => orderId).map((id) => ({ method: 'GET' as const, url: `/api/v1/user/orders/${id}` })),
    send: signedIn,
  },
  {
    name: 'POST /user/orders/:orderId/cancel',
    // Aimed at made-up ids: cancelling the real order would be a valid request.
    request: withBody(
      'POST',
      pathSegment.map((id) => `/api/v1/user/orders/${id}/cancel`),
      bodyOf({ reason: field(fc.constant('Changed my mind')) }),
    ),
    send: signedIn,
  },
  {
    name: 'POST /user/orders/:orderId/return',
    request: withBody(
      'POST',
      idOr(() => orderId).map((id) => `/api/v1/user/orders/${id}/return`),
      bodyOf({ reason: field(fc.constant('The size was wrong')) }),
    ),
    send: signedIn,
  },
  {
    name: 'GET /user/orders/:orderId/invoice.pdf',
    request: idOr(() => orderId).map((id) => ({
      method: 'GET' as const,
      url: `/api/v1/user/orders/${id}/invoice.pdf`,
    })),
    send: signedIn,
  },
  {
    name: 'GET /orders/:orderId/track (guest)',
    request: fc
      .tuple(
        idOr(() => orderId),
        fc.dictionary(fc.constantFrom('email', 'phone', 'contact'), nastyString, { maxKeys: 2 }),
      )
      .map(([id, query]) => ({
        method: 'GET' as const,
        url: `/api/v1/orders/${id}/track?${new URLSearchParams(query)}`,
      })),
    send: (options) => t.app.inject(options),
  },
];

describe.skipIf(fuzzSkipReason)(
  'fuzzing the signed-in customer endpoints (1,000 cases each: only 4xx, database unchanged when refused)',
  () => {
    it.each(endpoints().map((endpoint) => endpoint.name))(
      '%s',
      async (name) => {
        await fuzzEndpoint(
          t,
          endpoints().find((endpoint) => endpoint.name === name)!,
        );
      },
      600_000,
    );
  },
);
