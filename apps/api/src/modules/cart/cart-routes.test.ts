import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@shop/shared/hint-cookies';
import { cartResponseSchema, type CartResponse } from '@shop/shared/contracts/cart';
import { carts, coupons, products, variants } from '../../db/schema';
import { createShopper, pricedVariants, setStock, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopper: Shopper;
let items: TestVariant[];

beforeAll(async () => {
  t = await createTestApp();
  // Known prices make every amount below exact: ₹400, ₹250 and ₹1,200.
  items = await pricedVariants(t, [400_00, 250_00, 1200_00], 5);
});
afterAll(() => t.close());

beforeEach(async () => {
  shopper = await createShopper(t);
  for (const item of items) await setStock(t, item.variantId, 5);
});

const rupees = (paise: number) => paise / 100;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  who = shopper,
) {
  const res = await who.request({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function cartOf(who = shopper): Promise<CartResponse> {
  const res = await call('GET', '/user/user-cart', undefined, who);
  expect(res.status).toBe(200);
  return cartResponseSchema.parse(res.body);
}

const add = (item: TestVariant, quantity?: number, extra: Record<string, unknown> = {}) =>
  call('POST', '/user/add-to-cart', {
    id: item.productId,
    variantId: item.variantId,
    ...(quantity === undefined ? {} : { quantity }),
    ...extra,
  });

/** A cart worth at least `minRupees`, from the first test size. */
async function fillTo(minRupees: number) {
  const item = items[0]!;
  const quantity = Math.ceil((minRupees * 100) / item.pricePaise);
  await setStock(t, item.variantId, quantity + 5);
  expect((await add(item, quantity)).status).toBe(200);
  return { item, quantity, subtotalPaise: quantity * item.pricePaise };
}

describe('a lapsed login', () => {
  it.each([
    ['GET', '/user/user-cart'],
    ['POST', '/user/add-to-cart'],
    ['POST', '/user/remove-from-cart'],
    ['PATCH', '/user/update-quantity'],
    ['DELETE', '/user/clear-cart'],
    ['POST', '/user/cart/coupon'],
  ] as const)("%s %s answers 401 'Please Login First' so the page renews the session", async (method, url) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED', message: 'Please Login First' });
  });
});

describe('GET /api/v1/user/user-cart', () => {
  it('shows a new shopper an empty cart with nothing to pay', async () => {
    const cart = await cartOf();
    expect(cart).toMatchObject({
      cart: [],
      itemCount: 0,
      subtotal: 0,
      discount: 0,
      shipping: 0,
      total: 0,
      freeShippingThreshold: 999,
      appliedCoupon: null,
      couponNotice: null,
    });
  });
});

describe('a signed-in shopper reading the cart again', () => {
  const read = (headers: Record<string, string>) =>
    shopper.request({ method: 'GET', url: '/api/v1/user/user-cart', headers });
  const decoded = (res: Awaited<ReturnType<typeof read>>) => {
    const encoding = res.headers['content-encoding'];
    const raw = res.rawPayload;
    const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
    return cartResponseSchema.parse(JSON.parse(text.toString('utf8')));
  };

  it('gets the same cart compressed or not, in the language asked, and a change at once', async () => {
    await add(items[0]!, 2);
    await add(items[1]!, 1);
    const plain = await read({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBe('identity');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const cart = decoded(plain);
    expect(cart.cart).toHaveLength(2);
    expect(cart.message).toBe('Cart loaded');
    for (const encoding of ['br', 'gzip']) {
      const res = await read({ 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(res)).toEqual(cart);
    }
    const hindi = decoded(await read({ 'accept-encoding': 'br', 'accept-language': 'hi' }));
    expect(hindi.message).not.toBe(cart.message);
    expect(hindi.cart.map(({ id, quantity, price }) => ({ id, quantity, price }))).toEqual(
      cart.cart.map(({ id, quantity, price }) => ({ id, quantity, price })),
    );

    await add(items[2]!, 1);
    expect(decoded(await read({ 'accept-encoding': 'br' })).cart).toHaveLength(3);
    expect(decoded(await read({ 'accept-encoding': 'br', 'accept-language': 'hi' })).cart).toHaveLength(3);
  });
});

describe('POST /api/v1/user/add-to-cart', () => {
  it('adds the chosen size with the spec cart-item fields, priced from the database whatever price is sent', async () => {
    const item = items[0]!;
    const res = await add(item, 2, { price: 1, originalPrice: 2, name: 'Cheap', slug: 'fake', selectedSize: 'XXL' });
    expect(res.status).toBe(200);
    const cart = cartResponseSchema.parse(res.body);
    expect(cart.message).toBe('Added to cart successfully!');
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]).toMatchObject({
      id: item.productId,
      variantId: item.variantId,
      slug: item.slug,
      name: item.name,
      selectedSize: item.size,
      price: rupees(item.pricePaise),
      quantity: 2,
      stock: 5,
      maxStock: 5,
      lineTotal: rupees(item.pricePaise * 2),
    });
    expect(cart.cart[0]!.sku).not.toBe('');
    expect(cart.cart[0]!.specifications).toHaveProperty('brand');
    expect(cart.subtotal).toBe(rupees(item.pricePaise * 2));
    expect(cart.itemCount).toBe(2);
  });

  it('adds one when no quantity is sent', async () => {
    const cart = cartResponseSchema.parse((await add(items[0]!)).body);
    expect(cart.cart[0]!.quantity).toBe(1);
  });

  it('increases the quantity when the same size is added again', async () => {
    await add(items[0]!, 2);
    const cart = cartResponseSchema.parse((await add(items[0]!, 2)).body);
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]!.quantity).toBe(4);
  });

  it("refuses to go past the size's stock with 'Only N items available' and keeps the cart as it was", async () => {
    await add(items[0]!, 4);
    const res = await add(items[0]!, 2);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'QUANTITY_TOO_HIGH', message: 'Only 5 items available' });
    expect((await cartOf()).cart[0]!.quantity).toBe(4);
  });

  it.each([
    [0, 'Quantity cannot be less than 1'],
    [-2, 'Quantity cannot be less than 1'],
    [1.5, 'Quantity must be a whole number'],
    ['3', 'Quantity must be a whole number'],
    [null, 'Quantity must be a whole number'],
  ])('refuses quantity %j with %j', async (quantity, message) => {
    const res = await add(items[0]!, undefined, { quantity });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect((await cartOf()).cart).toEqual([]);
  });

  it("refuses a huge quantity with 'Only N items available'", async () => {
    const res = await add(items[0]!, 1_000_000_000);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Only 5 items available' });
  });

  it("refuses a size with no stock: 'This size is out of stock'", async () => {
    await setStock(t, items[1]!.variantId, 0);
    const res = await add(items[1]!, 1);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SIZE_OUT_OF_STOCK', message: 'This size is out of stock' });
  });

  it("refuses an unknown product with 'Invalid product' and a size of another product with 'Selected size not available'", async () => {
    const unknown = await call('POST', '/user/add-to-cart', {
      id: '00000000-0000-4000-8000-000000000000',
      variantId: items[0]!.variantId,
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid product' } });
    const notAnId = await call('POST', '/user/add-to-cart', { id: 'abc', variantId: items[0]!.variantId });
    expect(notAnId).toMatchObject({ status: 400, body: { message: 'Invalid product' } });
    const wrongSize = await call('POST', '/user/add-to-cart', {
      id: items[0]!.productId,
      variantId: items[1]!.variantId,
    });
    expect(wrongSize).toMatchObject({ status: 400, body: { message: 'Selected size not available' } });
  });

  it("asks for a size when none is sent: 'Please select a size before adding to cart'", async () => {
    const res = await call('POST', '/user/add-to-cart', { id: items[0]!.productId });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please select a size before adding to cart' } });
    const noProduct = await call('POST', '/user/add-to-cart', {});
    expect(noProduct).toMatchObject({ status: 400, body: { message: 'Invalid product' } });
  });
});

describe('PATCH /api/v1/user/update-quantity', () => {
  it('sets the line to the new count', async () => {
    await add(items[0]!, 1);
    const res = await call('PATCH', '/user/update-quantity', {
      productId: items[0]!.productId,
      variantId: items[0]!.variantId,
      count: 3,
    });
    expect(res.status).toBe(200);
    expect(cartResponseSchema.parse(res.body).cart[0]!.quantity).toBe(3);
  });

  it('refuses counts below 1 or above the stock and leaves the line as it was', async () => {
    await add(items[0]!, 2);
    const ids = { productId: items[0]!.productId, variantId: items[0]!.variantId };
    expect(await call('PATCH', '/user/update-quantity', { ...ids, count: 0 })).toMatchObject({
      status: 400,
      body: { message: 'Quantity cannot be less than 1' },
    });
    expect(await call('PATCH', '/user/update-quantity', { ...ids, count: 6 })).toMatchObject({
      status: 409,
      body: { message: 'Only 5 items available' },
    });
    expect(await call('PATCH', '/user/update-quantity', { ...ids, count: 'ten' })).toMatchObject({ status: 400 });
    expect((await cartOf()).cart[0]!.quantity).toBe(2);
  });

  it('answers 404 for a size that is not in the cart', async () => {
    const res = await call('PATCH', '/user/update-quantity', {
      productId: items[0]!.productId,
      variantId: items[0]!.variantId,
      count: 1,
    });
    expect(res).toMatchObject({ status: 404, body: { code: 'CART_ITEM_NOT_FOUND' } });
  });
});

describe('removing and clearing', () => {
  it('removes one line and leaves the others', async () => {
    await add(items[0]!, 1);
    await add(items[1]!, 1);
    const res = await call('POST', '/user/remove-from-cart', {
      productId: items[0]!.productId,
      variantId: items[0]!.variantId,
    });
    const cart = cartResponseSchema.parse(res.body);
    expect(cart.message).toBe('Item removed from cart');
    expect(cart.cart.map((line) => line.variantId)).toEqual([items[1]!.variantId]);
  });

  it('clears the whole cart and its coupon', async () => {
    await fillTo(1000);
    await call('POST', '/user/cart/coupon', { code: 'FESTIVAL20' });
    const res = await call('DELETE', '/user/clear-cart');
    const cart = cartResponseSchema.parse(res.body);
    expect(cart).toMatchObject({ message: 'Cart cleared successfully', cart: [], total: 0, appliedCoupon: null });
    const [row] = await t.db.select({ couponCode: carts.couponCode }).from(carts).where(eq(carts.userId, shopper.id));
    expect(row?.couponCode).toBeNull();
  });

  it('keeps one cart per shopper: another shopper sees none of it', async () => {
    await add(items[0]!, 1);
    const other = await createShopper(t);
    expect((await cartOf(other)).cart).toEqual([]);
  });

  it('drops a product the shop has archived', async () => {
    await add(items[2]!, 1);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, items[2]!.productId));
    try {
      expect((await cartOf()).cart).toEqual([]);
    } finally {
      await t.db.update(products).set({ status: 'active' }).where(eq(products.id, items[2]!.productId));
    }
  });
});

describe('shipping in the cart', () => {
  it('charges ₹70 below ₹999 and nothing from ₹999', async () => {
    await add(items[0]!, 2);
    expect(await cartOf()).toMatchObject({ subtotal: 800, shipping: 70, total: 870, amountToFreeShipping: 199 });
    await add(items[1]!, 1);
    expect(await cartOf()).toMatchObject({ subtotal: 1050, shipping: 0, total: 1050, amountToFreeShipping: 0 });
  });
});

describe('coupons on the cart', () => {
  it('applies FESTIVAL20 to a ₹1,200 cart: ₹240 off, ₹70 shipping below ₹999, ₹1,030 to pay', async () => {
    await add(items[0]!, 3);
    const res = await call('POST', '/user/cart/coupon', { code: ' festival20 ' });
    expect(res.status).toBe(200);
    const cart = cartResponseSchema.parse(res.body);
    expect(cart.message).toBe('Coupon FESTIVAL20 applied successfully!');
    expect(cart.appliedCoupon).toEqual({
      code: 'FESTIVAL20',
      description: expect.any(String),
      discountType: 'percentage',
      discountValue: 20,
      discount: 240,
    });
    expect(cart).toMatchObject({ subtotal: 1200, discount: 240, shipping: 70, total: 1030, couponNotice: null });
  });

  it('refuses a coupon the cart does not reach, saying how much is missing', async () => {
    await add(items[0]!, 1);
    const res = await call('POST', '/user/cart/coupon', { code: 'FESTIVAL20' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'COUPON_MIN_ORDER',
      message: 'Add items worth ₹600 more to apply this coupon',
    });
    expect((await cartOf()).appliedCoupon).toBeNull();
  });

  it("refuses unknown and blank codes: 'Invalid coupon code', 'Please enter a coupon code'", async () => {
    await fillTo(1000);
    expect(await call('POST', '/user/cart/coupon', { code: 'NOPE' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid coupon code' },
    });
    expect(await call('POST', '/user/cart/coupon', { code: '   ' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a coupon code' },
    });
  });

  it('replaces the applied coupon with a new one (one coupon per order)', async () => {
    await fillTo(1000);
    await call('POST', '/user/cart/coupon', { code: 'FESTIVAL20' });
    const cart = cartResponseSchema.parse((await call('POST', '/user/cart/coupon', { code: 'FREESHIP' })).body);
    expect(cart.appliedCoupon).toMatchObject({ code: 'FREESHIP', discount: 70 });
    expect(cart).toMatchObject({ subtotal: 1200, discount: 70, shipping: 0, total: 1130 });
  });

  it('removes the coupon on request', async () => {
    await fillTo(1000);
    await call('POST', '/user/cart/coupon', { code: 'FESTIVAL20' });
    const cart = cartResponseSchema.parse((await call('DELETE', '/user/cart/coupon')).body);
    expect(cart).toMatchObject({ message: 'Coupon removed', appliedCoupon: null, discount: 0 });
  });

  it("takes the coupon off when the cart falls below its minimum: 'Coupon removed - minimum order amount of ₹1,000 required'", async () => {
    const item = items[0]!;
    await add(item, 3);
    await call('POST', '/user/cart/coupon', { code: 'FESTIVAL20' });
    const lowered = cartResponseSchema.parse(
      (await call('PATCH', '/user/update-quantity', { productId: item.productId, variantId: item.variantId, count: 2 }))
        .body,
    );
    expect(lowered).toMatchObject({ subtotal: 800, discount: 0, appliedCoupon: null, total: 870 });
    expect(lowered.couponNotice).toBe('Coupon removed - minimum order amount of ₹1,000 required');
    // Said once: the next look at the cart has no coupon and no notice.
    expect(await cartOf()).toMatchObject({ appliedCoupon: null, couponNotice: null });
  });

  it("takes a switched-off coupon off: 'Coupon has been removed as it is no longer valid'", async () => {
    await fillTo(1000);
    await call('POST', '/user/cart/coupon', { code: 'FESTIVAL20' });
    await t.db.update(coupons).set({ active: false }).where(eq(coupons.code, 'FESTIVAL20'));
    try {
      const cart = await cartOf();
      expect(cart.appliedCoupon).toBeNull();
      expect(cart.couponNotice).toBe('Coupon has been removed as it is no longer valid');
    } finally {
      await t.db.update(coupons).set({ active: true }).where(eq(coupons.code, 'FESTIVAL20'));
    }
  });

  it('prices from the database on every call: a price change shows at once', async () => {
    const item = items[1]!;
    await add(item, 1);
    await t.db
      .update(variants)
      .set({ pricePaise: item.pricePaise + 100 })
      .where(eq(variants.id, item.variantId));
    try {
      expect((await cartOf()).cart[0]!.price).toBe(rupees(item.pricePaise + 100));
    } finally {
      await t.db.update(variants).set({ pricePaise: item.pricePaise }).where(eq(variants.id, item.variantId));
    }
  });
});

describe("the cart's messages in the shopper's language", () => {
  /** A call from a page in `language` (the storefront sends its page's as Accept-Language). */
  async function callIn(
    language: 'hi-IN' | 'en-IN',
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const res = await shopper.request({
      method,
      url: `/api/v1${url}`,
      headers: { 'accept-language': language },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode, url).toBe(200);
    return cartResponseSchema.parse(res.json());
  }
  const line = (item: TestVariant) => ({ productId: item.productId, variantId: item.variantId });

  it('says what was done in Hindi on a Hindi page and in English on an English one', async () => {
    const [first, second] = [items[0]!, items[1]!];
    const hindi = await callIn('hi-IN', 'POST', '/user/add-to-cart', {
      id: first.productId,
      variantId: first.variantId,
    });
    expect(hindi.message).toBe('कार्ट में जोड़ दिया गया!');
    const english = await callIn('en-IN', 'POST', '/user/add-to-cart', {
      id: second.productId,
      variantId: second.variantId,
    });
    expect(english.message).toBe('Added to cart successfully!');
    expect((await callIn('hi-IN', 'PATCH', '/user/update-quantity', { ...line(first), count: 2 })).message).toBe(
      'कार्ट अपडेट हो गया',
    );
    expect((await callIn('hi-IN', 'POST', '/user/remove-from-cart', line(second))).message).toBe(
      'सामान कार्ट से हटा दिया गया',
    );
    expect((await callIn('en-IN', 'POST', '/user/remove-from-cart', line(first))).message).toBe(
      'Item removed from cart',
    );
    expect((await callIn('hi-IN', 'DELETE', '/user/clear-cart')).message).toBe('कार्ट खाली कर दिया गया');
  });

  it("names each line in the page's language, marking a product with no Hindi name", async () => {
    const [first, second] = [items[0]!, items[1]!];
    await t.db.update(products).set({ nameHi: 'हरी पोशाक' }).where(eq(products.id, first.productId));
    await t.db.update(products).set({ nameHi: null }).where(eq(products.id, second.productId));
    await add(first);
    await add(second);
    const byId = (cart: CartResponse) => new Map(cart.cart.map((item) => [item.id, item]));
    const hindi = byId(await callIn('hi-IN', 'GET', '/user/user-cart'));
    expect(hindi.get(first.productId)).toMatchObject({ name: 'हरी पोशाक', untranslated: [] });
    const [english] = await t.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, second.productId));
    expect(hindi.get(second.productId)).toMatchObject({ name: english!.name, untranslated: ['name'] });
    const inEnglish = byId(await callIn('en-IN', 'GET', '/user/user-cart'));
    expect(inEnglish.get(first.productId)?.name).not.toBe('हरी पोशाक');
    expect(inEnglish.get(first.productId)?.untranslated).toBeUndefined();
  });

  it("says an applied coupon, and one taken off below its minimum, in the page's language", async () => {
    const item = items[0]!;
    await add(item, 3);
    expect((await callIn('hi-IN', 'POST', '/user/cart/coupon', { code: 'FESTIVAL20' })).message).toBe(
      'कूपन FESTIVAL20 लग गया!',
    );
    const lowered = await callIn('hi-IN', 'PATCH', '/user/update-quantity', { ...line(item), count: 2 });
    expect(lowered.appliedCoupon).toBeNull();
    expect(lowered.couponNotice).toBe('कूपन हटा दिया गया - इसके लिए कम से कम ₹1,000 का ऑर्डर ज़रूरी है');

    await add(item, 1);
    expect((await callIn('en-IN', 'POST', '/user/cart/coupon', { code: 'FESTIVAL20' })).message).toBe(
      'Coupon FESTIVAL20 applied successfully!',
    );
    const again = await callIn('en-IN', 'PATCH', '/user/update-quantity', { ...line(item), count: 2 });
    expect(again.couponNotice).toBe('Coupon removed - minimum order amount of ₹1,000 required');
  });

  it('tells a switched-off coupon in Hindi, and answers the cart held in memory in each language', async () => {
    await fillTo(1000);
    await call('POST', '/user/cart/coupon', { code: 'FESTIVAL20' });
    await t.db.update(coupons).set({ active: false }).where(eq(coupons.code, 'FESTIVAL20'));
    try {
      const cart = await callIn('hi-IN', 'GET', '/user/user-cart');
      expect(cart.couponNotice).toBe('कूपन हटा दिया गया, क्योंकि यह अब मान्य नहीं है');
    } finally {
      await t.db.update(coupons).set({ active: true }).where(eq(coupons.code, 'FESTIVAL20'));
    }
    // The same shopper's cart, held for a few seconds, is worded for each page that asks.
    expect((await callIn('en-IN', 'GET', '/user/user-cart')).message).toBe('Cart loaded');
    expect((await callIn('hi-IN', 'GET', '/user/user-cart')).message).toBe('कार्ट मिल गया');
  });
});
