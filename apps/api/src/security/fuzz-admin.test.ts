import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { festivals } from '../db/schema';
import { createSet } from '../modules/sets/set-test-kit';
import { createAdmin, pricedVariants, type Shopper } from '../test/shoppers';
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
  wellFormed,
  type Endpoint,
} from './fuzz-kit';

// The owner's newer endpoints (sets, festivals, jobs, sales and their banners), fuzzed with the
// owner's own session: a signed-in admin is trusted with the shop, not with its database's shape.

let t: TestApp;
let owner: Shopper;
let setId = '';
let festivalId = '';
let campaignId = '';
let productId = '';
let variantIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t, 'fuzz-owner');
  const parts = await pricedVariants(t, [499_00, 299_00, 199_00], 1000);
  productId = parts[0]!.productId;
  variantIds = parts.map((part) => part.variantId);
  setId = (await createSet(owner, parts.slice(0, 2))).id;
  const [festival] = await t.db.select({ id: festivals.id }).from(festivals).limit(1);
  festivalId = festival!.id;
  const sale = await owner.request({
    method: 'POST',
    url: '/api/v1/admin/campaigns',
    payload: {
      name: 'Janmashtami sale',
      nameHi: 'जन्माष्टमी सेल',
      startsAt: '2027-08-20T00:00:00+05:30',
      endsAt: '2027-08-26T00:00:00+05:30',
      productIds: [productId],
      discount: { type: 'percentage', value: 10 },
    },
  });
  campaignId = (sale.json() as { campaign: { id: string } }).campaign.id;
});
afterAll(() => t.close());

const asOwner = (options: Parameters<Endpoint['send']>[0]) => owner.request(options);

const someText = () => field(fc.constantFrom('Janmashtami', 'जन्माष्टमी', ''), nastyString);
const instant = () => field(fc.constantFrom('2027-08-20T00:00:00+05:30', '2027-02-30T10:00:00Z', 'tomorrow'));

const setBody = () =>
  bodyOf({
    name: someText(),
    nameHi: someText(),
    slug: field(fc.constantFrom('janmashtami-set', 'Not A Slug', ''), pathSegment),
    description: someText(),
    descriptionHi: someText(),
    parts: field(
      fc.array(
        bodyOf({
          variantId: field(
            late(() => variantIds[0]!),
            late(() => variantIds[2]!),
            pathSegment,
          ),
          quantity: field(fc.integer({ min: -3, max: 200 })),
        }),
        { maxLength: 30 },
      ),
    ),
    discountPercent: field(fc.integer({ min: -5, max: 120 })),
    price: field(fc.double({ min: -10, max: 1e7 })),
  });

const festivalBody = () =>
  bodyOf({
    name: someText(),
    nameHi: someText(),
    date: field(fc.constantFrom('2027-08-25', '2027-02-30', '25/08/2027')),
    shown: field(fc.boolean()),
  });

const campaignBody = () =>
  bodyOf({
    name: someText(),
    nameHi: someText(),
    bannerText: someText(),
    bannerTextHi: someText(),
    startsAt: instant(),
    endsAt: instant(),
    productIds: field(
      fc.array(
        fc.oneof(
          late(() => productId),
          nastyString,
        ),
        { maxLength: 600 },
      ),
    ),
    collectionSlug: field(fc.constantFrom('summer', null)),
    discount: field(
      bodyOf({
        type: field(fc.constantFrom('percentage', 'flat', 'free')),
        value: field(fc.double({ min: -10, max: 1e6 })),
      }),
    ),
    budget: field(fc.double({ min: -10, max: 1e9 })),
    perShopperLimit: field(fc.integer({ min: -2, max: 10 })),
  });

/** A picture upload as a browser would send it, with odd words and bytes that are no picture. */
const BOUNDARY = 'fuzz-boundary-7MA4YWxk';
const bannerUpload = fc
  .tuple(
    fc.dictionary(fc.constantFrom('alt', 'altHi', '__proto__', 'file'), nastyString, { maxKeys: 3 }),
    fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.constant('\u0089PNG\r\n\u001a\n')),
    fc.constantFrom('image/png', 'image/svg+xml', 'text/html'),
  )
  .map(([words, bytes, type]) => {
    const parts = Object.entries(words).map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${wellFormed(value)}\r\n`,
    );
    const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\nContent-Type: ${type}\r\n\r\n${bytes}\r\n`;
    return `${parts.join('')}${file}--${BOUNDARY}--\r\n`;
  });

const endpoints = (): Endpoint[] => [
  { name: 'POST /admin/sets', request: withBody('POST', fc.constant('/api/v1/admin/sets'), setBody()), send: asOwner },
  {
    name: 'PUT /admin/sets/:setId',
    request: withBody(
      'PUT',
      idOr(() => setId).map((id) => `/api/v1/admin/sets/${id}`),
      setBody(),
    ),
    send: asOwner,
  },
  {
    name: 'POST /admin/sets/:setId/status',
    request: withBody(
      'POST',
      idOr(() => setId).map((id) => `/api/v1/admin/sets/${id}/status`),
      bodyOf({ status: field(fc.constantFrom('active', 'hidden', 'deleted')) }),
    ),
    send: asOwner,
  },
  {
    name: 'POST /admin/festivals',
    request: withBody('POST', fc.constant('/api/v1/admin/festivals'), festivalBody()),
    send: asOwner,
  },
  {
    name: 'PUT /admin/festivals/:festivalId',
    request: withBody(
      'PUT',
      idOr(() => festivalId).map((id) => `/api/v1/admin/festivals/${id}`),
      festivalBody(),
    ),
    send: asOwner,
  },
  {
    name: 'POST /admin/jobs/:name/run',
    // Made-up names only: running a real job is a valid request, and some take their time.
    request: withBody(
      'POST',
      pathSegment.map((name) => `/api/v1/admin/jobs/${name}/run`),
      nastyJson,
    ),
    send: asOwner,
  },
  {
    name: 'POST /admin/campaigns',
    request: withBody('POST', fc.constant('/api/v1/admin/campaigns'), campaignBody()),
    send: asOwner,
  },
  {
    name: 'PUT /admin/campaigns/:campaignId',
    request: withBody(
      'PUT',
      idOr(() => campaignId).map((id) => `/api/v1/admin/campaigns/${id}`),
      campaignBody(),
    ),
    send: asOwner,
  },
  {
    name: 'POST /admin/campaigns/:campaignId/end',
    // Made-up ids: ending the real sale would be a valid request.
    request: withBody(
      'POST',
      pathSegment.map((id) => `/api/v1/admin/campaigns/${id}/end`),
      nastyJson,
    ),
    send: asOwner,
  },
  {
    name: 'PUT /admin/campaigns/:campaignId/banner',
    request: fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            idOr(() => campaignId),
            bannerUpload,
          )
          .map(([id, raw]) => ({
            method: 'PUT' as const,
            url: `/api/v1/admin/campaigns/${id}/banner`,
            headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            rawBody: raw,
          })),
      },
      {
        weight: 1,
        arbitrary: withBody(
          'PUT',
          idOr(() => campaignId).map((id) => `/api/v1/admin/campaigns/${id}/banner`),
          nastyJson,
        ),
      },
    ),
    send: asOwner,
  },
];

describe.skipIf(fuzzSkipReason)(
  "fuzzing the owner's newer endpoints (1,000 cases each: only 4xx, database unchanged when refused)",
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
