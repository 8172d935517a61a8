import { pathToFileURL } from 'node:url';
import { SESSION_HINT_COOKIE } from '@shop/shared/hint-cookies';
import { errorMessageIn, successMessageIn } from '@shop/shared/errors/localized';
import { HREFLANG, pathInLocale, type Locale } from '@shop/shared/locale';
import { orderNumber } from '@shop/shared/order-rules';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryAttempts, emailOutbox, orders, users } from '../db/schema';
import { expiringSignature } from '../lib/expiring-signature';
import { codLinks } from '../modules/checkout/cod-links';
import { ACCESS_COOKIE, REFRESH_COOKIE, SIGNUP_COOKIE } from '../modules/auth/auth-cookies';
import { webServerBuild } from '../paths';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from '../security/storefront-app';
import { CookieJar, signUp, TEST_PASSWORD, testIp, uniqueEmail } from '../test/session';
import { createShopper, insertOrderRow, TEST_SHIPPING_ADDRESS } from '../test/shoppers';
import { answersPostedForm } from './page-forms';

// A Hindi page is its English twin in other words: every form posted to a page (before its script
// started, or without JavaScript) is answered alike under /hi, with the page in Hindi.

const LANGUAGES: Locale[] = ['en', 'hi'];

/** Every page that reads a posted form, as routes.ts writes its path; a new one is tested here too. */
const PAGE_FORMS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-email',
  '/cod-confirm',
  '/delivery-attempt',
  '/notify-me',
  '/cart-reminders/stop',
  '/track-order',
  '/track-order/:orderId',
  '/dashboard/idols',
  '/sets/:slug',
];

/** The full path of every route of the build that exports an action. */
function routesWithAnAction(build: ServerBuild): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : build.routes[id];
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
  };
  return Object.values(build.routes)
    .filter((route) => typeof route?.module.action === 'function')
    .map((route) => fullPath(route!.id))
    .sort();
}

describe.skipIf(!storefrontBuilt)('every page form, in English and in Hindi', () => {
  const store = storefrontForSuite();
  let build: ServerBuild;
  let email: string;

  beforeAll(async () => {
    build = (await import(pathToFileURL(webServerBuild).href)) as ServerBuild;
    email = uniqueEmail('both-languages');
    await signUp(store.shop.app, { email });
  });

  /** A form posted to a page as a browser posts it, from the shop itself. */
  const post = (url: string, fields: Record<string, string>, jar?: CookieJar) =>
    store.shop.app
      .inject({
        method: 'POST',
        url,
        remoteAddress: testIp(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
          'sec-fetch-site': 'same-origin',
          ...(jar ? { cookie: jar.header() } : {}),
        },
        payload: new URLSearchParams(fields).toString(),
      })
      .then((res) => {
        jar?.store(res);
        return res;
      });

  /** The page is drawn in the language of its address. */
  const inLanguage = (body: string, locale: Locale) => expect(body).toContain(`<html lang="${HREFLANG[locale]}"`);

  it('knows every page with an action, in both languages, and sends any other post back to its page', async () => {
    const twins = PAGE_FORMS.flatMap((path) => LANGUAGES.map((locale) => pathInLocale(path, locale)));
    expect(routesWithAnAction(build)).toEqual([...twins].sort());
    for (const path of twins) expect(answersPostedForm(build, path.replace(':orderId', 'x')), path).toBe(true);

    for (const page of ['/contact', '/hi/contact', '/hi/products', '/hi', '/hi/no-such-page', '/login.data']) {
      expect(answersPostedForm(build, page), page).toBe(false);
      const res = await post(page, { email: 'meera@example.in' });
      expect(res.statusCode, page).toBe(303);
      expect(res.headers.location).toBe(page);
    }
  });

  it.each(LANGUAGES)('confirms a cash-on-delivery order from its message link (%s)', async (locale) => {
    const shopper = await createShopper(store.shop, `cod-${locale}`);
    const orderId = await insertOrderRow(store.shop, shopper.id, {
      paymentMethod: 'cod',
      paymentProvider: 'cod',
      paymentStatus: 'pending',
      codConfirmation: 'awaiting',
      locale,
    });
    const links = codLinks(store.shop.app.services.auth.tokens.hash, store.shop.app.config.publicUrl);
    const link = new URL(links.make(orderId, new Date(Date.now() + 3_600_000), locale).confirm);
    expect(link.pathname).toBe(pathInLocale('/cod-confirm', locale));

    // A link cut short on its way says so in the page's language and changes nothing.
    const cut = await store.shop.app.inject({ method: 'GET', url: `${link.pathname}?order=${orderId}` });
    inLanguage(cut.body, locale);
    expect(cut.body).toContain(errorMessageIn(locale, 'COD_LINK_INVALID'));

    const res = await post(`${link.pathname}${link.search}`, {
      order: link.searchParams.get('order')!,
      e: link.searchParams.get('e')!,
      s: link.searchParams.get('s')!,
      decision: 'confirm',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    inLanguage(res.body, locale);
    expect(res.body).toContain('data-testid="cod-confirm-result"');
    expect(res.body).toContain(successMessageIn(locale, 'COD_CONFIRMED'));
    const [order] = await store.shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.codConfirmation).toBe('confirmed');
  });

  it.each(LANGUAGES)("takes a failed delivery's choice from its message link (%s)", async (locale) => {
    const shopper = await createShopper(store.shop, `ndr-${locale}`);
    const orderId = await insertOrderRow(store.shop, shopper.id, {
      status: 'shipped',
      courier: 'India Post',
      trackingNumber: `EK${locale}123IN`,
      locale,
    });
    const [attempt] = await store.shop.db
      .insert(deliveryAttempts)
      .values({ orderId, attemptedAt: new Date(), attemptNumber: 1, reason: 'Door locked' })
      .returning();
    const expires = Date.now() + 3_600_000;
    const signature = expiringSignature(store.shop.app.services.auth.tokens.hash, 'delivery-attempt');
    const query = `attempt=${attempt!.id}&e=${expires}&s=${encodeURIComponent(signature.sign(attempt!.id, expires))}`;

    const res = await post(`${pathInLocale('/delivery-attempt', locale)}?${query}`, {
      attempt: attempt!.id,
      e: String(expires),
      s: signature.sign(attempt!.id, expires),
      choice: 're_attempt',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    inLanguage(res.body, locale);
    expect(res.body).toContain('data-testid="delivery-attempt-result"');
    expect(res.body).toContain(successMessageIn(locale, 'DELIVERY_RE_ATTEMPT'));
    const [after] = await store.shop.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.id, attempt!.id));
    expect(after).toMatchObject({ state: 'closed', choice: 're_attempt' });
  });

  it.each(LANGUAGES)("turns cart reminders off at the button of a reminder's stop link (%s)", async (locale) => {
    const shopper = await createShopper(store.shop, `stop-${locale}`);
    const link = new URL(store.shop.app.services.cartReminderStops.link(shopper.id, locale));
    const fields = Object.fromEntries(link.searchParams);
    const remindersOn = async () =>
      (await store.shop.db.select({ on: users.cartReminders }).from(users).where(eq(users.id, shopper.id)))[0]!.on;

    // Opening the link shows the button and changes nothing; a mangled one says so in the page's language.
    const opened = await store.shop.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    inLanguage(opened.body, locale);
    expect(opened.body).toContain('name="s"');
    const mangled = await store.shop.app.inject({
      method: 'GET',
      url: `${link.pathname}?user=${shopper.id}&e=${fields.e}&s=forged`,
    });
    expect(mangled.statusCode).toBe(400);
    expect(mangled.body).toContain(errorMessageIn(locale, 'CART_REMINDER_LINK_INVALID'));
    expect(mangled.body).not.toContain('name="s"');
    expect(await remindersOn()).toBe(true);

    const res = await post(`${link.pathname}${link.search}`, fields);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    inLanguage(res.body, locale);
    expect(res.body).toContain('data-testid="reminders-stopped"');
    expect(res.body).toContain(successMessageIn(locale, 'CART_REMINDERS_STOPPED'));
    expect(await remindersOn()).toBe(false);
  });

  it.each(LANGUAGES)('signs a shopper in and sends them to their account in the same language (%s)', async (locale) => {
    const jar = new CookieJar();
    const res = await post(pathInLocale('/login', locale), { email, password: TEST_PASSWORD }, jar);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
    expect(res.headers.location).toBe(pathInLocale('/dashboard', locale));
    expect(res.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE]),
    );
    const me = await store.shop.app.inject({
      method: 'GET',
      url: '/api/v1/auth/verify',
      headers: { cookie: jar.header() },
    });
    expect(me.json()).toMatchObject({ userData: { email } });

    // The phone form beside it is the page script's: posted early, the page comes back unread.
    const phone = await post(pathInLocale('/login', locale), { phone: '9876543210' });
    expect(phone.statusCode).toBe(303);
    expect(phone.headers.location).toBe(pathInLocale('/login', locale));
  });

  it.each(LANGUAGES)('asks for an account and answers a forgotten password (%s)', async (locale) => {
    const signup = await post(pathInLocale('/signup', locale), {
      email: uniqueEmail(`signup-${locale}`),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(signup.statusCode, signup.body.slice(0, 300)).toBe(200);
    inLanguage(signup.body, locale);
    expect(signup.cookies.map((cookie) => cookie.name)).toContain(SIGNUP_COOKIE);

    const forgot = await post(pathInLocale('/forgot-password', locale), { email });
    expect(forgot.statusCode).toBe(200);
    inLanguage(forgot.body, locale);
    expect(forgot.body).toContain(successMessageIn(locale, 'RESET_LINK_SENT'));
  });

  it.each(LANGUAGES)('shows an order to whoever gives its number or link and phone (%s)', async (locale) => {
    const owner = await createShopper(store.shop, `tracked-${locale}`);
    const orderId = await insertOrderRow(store.shop, owner.id);
    const number = orderNumber(orderId);

    const byNumber = await post(pathInLocale('/track-order', locale), {
      orderNumber: number,
      confirm: TEST_SHIPPING_ADDRESS.phone,
    });
    const byLink = await post(pathInLocale(`/track-order/${orderId}`, locale), {
      confirm: TEST_SHIPPING_ADDRESS.phone,
    });
    for (const res of [byNumber, byLink]) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      inLanguage(res.body, locale);
      expect(res.body).toContain(`#${number}`);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it.each(LANGUAGES)('verifies an email from its emailed link (%s)', async (locale) => {
    const shopper = await createShopper(store.shop, `verify-${locale}`, { verified: false });
    await store.shop.app.services.emailVerification.send(shopper.id, locale);
    const [mail] = await store.shop.db.select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email));
    const link = /(\S*verify-email\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const { pathname, searchParams } = new URL(link);
    expect(pathname).toBe(pathInLocale('/verify-email', locale));
    const token = searchParams.get('token')!;

    const res = await post(`${pathname}?token=${token}`, { token });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    inLanguage(res.body, locale);
    expect(res.body).toContain(successMessageIn(locale, 'EMAIL_VERIFIED'));
    const [user] = await store.shop.db.select().from(users).where(eq(users.id, shopper.id));
    expect(user?.emailVerifiedAt).not.toBeNull();
  });
});

if (!storefrontBuilt) console.log(`[page forms in both languages] skipped: ${NOT_BUILT_MESSAGE}`);
