import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema } from '@shop/shared/contracts/catalogue';
import { listingResponseSchema } from '@shop/shared/contracts/listing';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // A shop that takes cash only up to ₹1,000 a parcel: some products fit, others do not.
  t = await createTestApp({ env: { COD_MAX_ORDER_PAISE: '100000' } });
});
afterAll(() => t.close());

async function everyCard() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=48' });
  return listingResponseSchema.parse(res.json()).data;
}

describe('"COD available" on products', () => {
  it('is promised only where every size, with standard delivery, fits the cash-on-delivery limit', async () => {
    const cards = await everyCard();
    const promised = cards.filter((card) => card.codAvailable);
    const refused = cards.filter((card) => !card.codAvailable);
    expect(promised.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    for (const card of [promised[0]!, refused[0]!]) {
      const product = productResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/v1/product/${card.slug}` })).json(),
      ).data;
      // ₹929 plus ₹70 delivery is ₹999; from ₹999 delivery is free, so anything above ₹929 is over ₹1,000.
      const dearest = Math.max(...product.variants.map((v) => v.price));
      expect(product.codAvailable).toBe(dearest <= 929);
      expect(product.codAvailable).toBe(card.codAvailable);
    }
  });

  it('is promised nowhere when the shop switches cash on delivery off', async () => {
    const off = await createTestApp({ env: { COD_MAX_ORDER_PAISE: '0' } });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/v1/products?limit=48' });
      expect(listingResponseSchema.parse(res.json()).data.some((card) => card.codAvailable)).toBe(false);
    } finally {
      await off.close();
    }
  });
});
