import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { createShopper, pickVariants } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderOf, reviewForm } from './review-test-kit';

// One review per buyer and product, however many times the form is sent at once.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('racing review submissions', () => {
  it('six at once for one product: one is written, the others are told it already is', async () => {
    const [item] = await pickVariants(t, 1);
    const buyer = await createShopper(t, 'buyer');
    await orderOf(t, buyer, item!);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        buyer.request({
          method: 'POST',
          url: '/api/v1/user/reviews',
          ...reviewForm({ productId: item!.productId, rating: 5, body: `Sent ${n + 1} times` }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'REVIEW_ALREADY_WRITTEN' });
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, buyer.id))).toHaveLength(1);
  });
});
