import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { orders, products, refreshTokens, users, variants } from '../db/schema';
import { ACCESS_COOKIE } from '../modules/auth/auth-cookies';
import { REFRESH_TOKEN_TTL_MS } from '../modules/auth/session-tokens';
import { uniqueEmail, uniqueMobile } from './session';
import { createTestApp, type TestApp } from './test-app';

/** A signed-in shopper for tests that need many of them: requests carry their session cookie. */
export type Shopper = {
  id: string;
  email: string;
  /** The account's proven mobile (E.164), if it has one. */
  phone: string | null;
  /** The session cookie, for the same shopper on another instance of the shop (one SESSION_SECRET). */
  cookie: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
};

/**
 * Creates a customer row and a live login for it directly, skipping the sign-up call (whose
 * password hashing costs about 150 ms and whose rate limit counts per address). The session is
 * a real one: `app.authenticate` checks it exactly as it checks a browser's. The shopper's email
 * is verified, as a returning customer's is, unless `verified: false` asks for a brand-new account.
 * `withPhone` gives it a fresh proven mobile too (`phone` on the answer), as cash on delivery needs
 * (decision 0127).
 */
export async function createShopper(
  t: Pick<TestApp, 'app' | 'db'>,
  label = 'shopper',
  { verified = true, phone, withPhone = false }: { verified?: boolean; phone?: string; withPhone?: boolean } = {},
): Promise<Shopper> {
  // With `phone`: an account made by signing in with that (E.164) number's code, with no email and no name.
  const email = phone ? '' : uniqueEmail(label);
  const proven = withPhone ? { phone: uniqueMobile(), phoneVerifiedAt: new Date() } : {};
  const [user] = await t.db
    .insert(users)
    .values(
      phone
        ? { email: null, phone, phoneVerifiedAt: new Date(), passwordHash: 'not-used-in-tests' }
        : { email, passwordHash: 'not-used-in-tests', emailVerifiedAt: verified ? new Date() : null, ...proven },
    )
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  const { tokens } = t.app.services.auth;
  const familyId = randomUUID();
  await t.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: tokens.hash(tokens.randomToken()),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    userAgent: 'vitest',
  });
  const cookie = `${ACCESS_COOKIE}=${tokens.signAccess({ userId: user.id, familyId })}`;
  return {
    id: user.id,
    email,
    phone: phone ?? proven.phone ?? null,
    cookie,
    request: (options) => t.app.inject({ ...options, headers: { cookie, ...options.headers } }),
  };
}

/**
 * The same shopper after the test moved the clock on: a fresh access token of the same login, as a
 * browser gets by refreshing it (an access token lasts a quarter of an hour).
 */
export async function signedInAgain(t: Pick<TestApp, 'app' | 'db'>, shopper: Shopper): Promise<Shopper> {
  const [login] = await t.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, shopper.id))
    .limit(1);
  if (!login) throw new Error('the shopper has no login');
  const cookie = `${ACCESS_COOKIE}=${t.app.services.auth.tokens.signAccess({ userId: shopper.id, familyId: login.familyId })}`;
  return {
    ...shopper,
    cookie,
    request: (options) => t.app.inject({ ...options, headers: { cookie, ...options.headers } }),
  };
}

/** A shopper with the admin flag set, as the shop owner's account is; `name` is shown in the back office. */
export async function createAdmin(t: TestApp, label = 'owner', name?: string): Promise<Shopper> {
  const admin = await createShopper(t, label);
  await t.db
    .update(users)
    .set({ isAdmin: true, ...(name ? { name } : {}) })
    .where(eq(users.id, admin.id));
  return admin;
}

/**
 * A fresh app with the shop's owner and one customer signed in: where the tests of an admin
 * endpoint start (the owner calls it, the customer is refused or sees its effect in the shop).
 */
export async function createAppWithOwner(): Promise<{ t: TestApp; admin: Shopper; shopper: Shopper }> {
  const t = await createTestApp();
  return { t, admin: await createAdmin(t), shopper: await createShopper(t, 'shopper') };
}

export type TestVariant = {
  productId: string;
  variantId: string;
  slug: string;
  name: string;
  size: string;
  pricePaise: number;
  categorySlug: string;
};

/**
 * Sizes of distinct active products, cheapest first, each set to `stock` units so a test knows
 * exactly what is on the shelf.
 */
export async function pickVariants(t: Pick<TestApp, 'db'>, count: number, stock = 10): Promise<TestVariant[]> {
  const rows = await t.db
    .select({
      productId: products.id,
      variantId: variants.id,
      slug: products.slug,
      name: products.name,
      size: variants.size,
      pricePaise: variants.pricePaise,
      categorySlug: products.categorySlug,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.status, 'active'), gt(variants.pricePaise, 0)))
    .orderBy(asc(variants.pricePaise), asc(variants.id));
  const seen = new Set<string>();
  const picked: TestVariant[] = [];
  for (const row of rows) {
    if (seen.has(row.productId)) continue;
    seen.add(row.productId);
    picked.push(row);
    if (picked.length === count) break;
  }
  for (const row of picked) await setStock(t, row.variantId, stock);
  return picked;
}

export async function setStock(t: Pick<TestApp, 'db'>, variantId: string, stock: number): Promise<void> {
  await t.db.update(variants).set({ stock }).where(eq(variants.id, variantId));
}

export async function stockOf(t: TestApp, variantId: string): Promise<number> {
  const [row] = await t.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
  return row?.stock ?? -1;
}

export async function setPrice(t: Pick<TestApp, 'db'>, variantId: string, pricePaise: number): Promise<void> {
  await t.db.update(variants).set({ pricePaise, originalPricePaise: null }).where(eq(variants.id, variantId));
}

/** Variants with the given prices (one per price, in order), so every amount a test expects is exact. */
export async function pricedVariants(
  t: Pick<TestApp, 'db'>,
  pricesPaise: readonly number[],
  stock = 10,
): Promise<TestVariant[]> {
  const items = await pickVariants(t, pricesPaise.length, stock);
  for (const [index, item] of items.entries()) {
    item.pricePaise = pricesPaise[index]!;
    await setPrice(t, item.variantId, item.pricePaise);
  }
  return items;
}

/** The delivery address of orders written straight into the database. */
export const TEST_SHIPPING_ADDRESS = {
  fullName: 'Meera Bai',
  phone: '9123456780',
  contact: 'meera@example.in',
  address: '7 Govind Dev Marg',
  apartment: '',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302001',
  shippingMethod: 'online' as const,
};

/**
 * An order row written straight into the database, for tests that only need one to exist (a
 * coupon used, a product sold, a customer with orders): by default a paid online order of
 * ₹1,000 with free delivery. `values` change any column. Returns the order's id.
 */
export async function insertOrderRow(
  t: Pick<TestApp, 'db'>,
  userId: string,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      status: 'processing',
      paymentMethod: 'online',
      paymentProvider: 'razorpay',
      paymentStatus: 'paid',
      subtotalPaise: 100_000,
      shippingPaise: 0,
      totalPaise: 100_000,
      shippingMethod: 'online',
      shippingAddress: TEST_SHIPPING_ADDRESS,
      contactEmail: TEST_SHIPPING_ADDRESS.contact,
      placedAt: new Date(),
      ...values,
    })
    .returning({ id: orders.id });
  return row!.id;
}
