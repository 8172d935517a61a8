import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as schema from '../schema';
import { buyerLine } from '../../modules/reviews/review-rules';
import { seededRandom } from './seeded-random';

// Reviews for the demo shop only (the embedded database, or development: seedDatabase's
// `demoCustomer`), so its product pages show what reviews look like. They are written as a real
// buyer's are: demo buyers, each with a delivered order of the product behind every review, checked
// by the same rule, then approved; every average and count shown is computed from them. A
// production PostgreSQL shop starts with none.

const DEMO_BUYERS = [
  { name: 'Radhika Sharma', city: 'Vrindavan', state: 'Uttar Pradesh', postalCode: '281121' },
  { name: 'Gopal Iyer', city: 'Chennai', state: 'Tamil Nadu', postalCode: '600004' },
  { name: 'Meenakshi Joshi', city: 'Jaipur', state: 'Rajasthan', postalCode: '302001' },
  { name: 'Anand Mishra', city: 'Varanasi', state: 'Uttar Pradesh', postalCode: '221001' },
  { name: 'Kavita Patel', city: 'Ahmedabad', state: 'Gujarat', postalCode: '380001' },
  { name: 'Suresh Nair', city: 'Kochi', state: 'Kerala', postalCode: '682011' },
];

const WORDS: { rating: number; title: string; body: string }[] = [
  { rating: 5, title: 'Fits perfectly', body: 'The size was right for our Thakur Ji and the stitching is neat.' },
  { rating: 5, title: 'Beautiful work', body: 'The zari shines in the evening aarti. Packed well, came on time.' },
  {
    rating: 4,
    title: 'Good quality',
    body: 'Soft fabric and fine lace. The colour is a shade lighter than the photo.',
  },
  { rating: 5, title: '', body: 'Our temple committee liked it very much. Will order for Janmashtami again.' },
  { rating: 4, title: 'Nice, as described', body: 'Looks lovely. The dori could be a little longer.' },
  { rating: 3, title: 'Okay', body: 'Decent for the price, but one sequin came loose after a week.' },
  { rating: 5, title: 'Very pretty', body: '' },
  { rating: 4, title: '', body: 'Delivered quickly to our village. Thakur Ji looks sweet in it.' },
];

const PRODUCTS_WITH_REVIEWS = 12;
const DAY_MS = 86_400_000;

/** Writes the demo reviews once: nothing when any review exists already. */
export async function ensureDemoReviews(db: Db): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(schema.reviews);
  if ((existing?.value ?? 0) > 0) return 0;
  const products = await db.query.products.findMany({
    where: eq(schema.products.isBestseller, true),
    with: { variants: true },
    orderBy: [asc(schema.products.slug)],
    limit: PRODUCTS_WITH_REVIEWS,
  });
  const rand = seededRandom(2026);
  const now = Date.now();
  let written = 0;
  await db.transaction(async (tx) => {
    const buyers = await tx
      .insert(schema.users)
      .values(
        DEMO_BUYERS.map((b, i) => ({
          email: `demo-buyer-${i + 1}@shringarshop.in`,
          name: b.name,
          // Not a hash of any password: nobody signs in as a demo buyer.
          passwordHash: 'demo-buyer:no-password',
          emailVerifiedAt: new Date(now),
        })),
      )
      .onConflictDoNothing({ target: schema.users.email })
      .returning({ id: schema.users.id, email: schema.users.email });

    for (const product of products) {
      const sizes = [...product.variants].sort((a, b) => a.position - b.position);
      const reviewers = buyers.filter(() => rand() < 0.55);
      for (const buyer of reviewers) {
        const variant = sizes[Math.floor(rand() * sizes.length)];
        if (!variant) continue;
        const address = DEMO_BUYERS[buyers.indexOf(buyer)]!;
        const email = buyer.email ?? '';
        const deliveredAt = new Date(now - Math.floor(10 + rand() * 80) * DAY_MS);
        const [order] = await tx
          .insert(schema.orders)
          .values({
            userId: buyer.id,
            status: 'delivered',
            paymentMethod: 'online',
            // Demo orders are test orders: left out of sales and revenue (decision 0037).
            paymentProvider: 'sandbox',
            paymentStatus: 'paid',
            subtotalPaise: variant.pricePaise,
            shippingPaise: 0,
            totalPaise: variant.pricePaise,
            shippingMethod: 'online',
            shippingAddress: {
              fullName: address.name,
              phone: '9000000000',
              contact: email,
              address: 'Demo address',
              apartment: '',
              city: address.city,
              state: address.state,
              postalCode: address.postalCode,
              shippingMethod: 'online',
            },
            contactEmail: email,
            placedAt: new Date(deliveredAt.getTime() - 5 * DAY_MS),
            shippedAt: new Date(deliveredAt.getTime() - 3 * DAY_MS),
            deliveredAt,
          })
          .returning({ id: schema.orders.id });
        const [line] = await tx
          .insert(schema.orderItems)
          .values({
            orderId: order!.id,
            productId: product.id,
            variantId: variant.id,
            name: product.name,
            slug: product.slug,
            size: variant.size,
            sku: variant.sku,
            hsnCode: product.hsnCode,
            unitPricePaise: variant.pricePaise,
            quantity: 1,
          })
          .returning({ id: schema.orderItems.id });
        // Already asked: the demo shop sends its buyers no review emails.
        await tx.insert(schema.reviewRequests).values({ orderId: order!.id });

        const verdict = buyerLine([{ orderItemId: line!.id, size: variant.size, deliveredAt }]);
        if ('refused' in verdict) continue;
        const words = WORDS[Math.floor(rand() * WORDS.length)]!;
        const approvedAt = new Date(deliveredAt.getTime() + 4 * DAY_MS);
        await tx.insert(schema.reviews).values({
          productId: product.id,
          userId: buyer.id,
          orderItemId: verdict.line.orderItemId,
          ...words,
          status: 'approved',
          helpfulCount: Math.floor(rand() * 6),
          approvedAt,
          createdAt: new Date(approvedAt.getTime() - DAY_MS),
          updatedAt: approvedAt,
        });
        written += 1;
      }
    }
  });
  return written;
}
