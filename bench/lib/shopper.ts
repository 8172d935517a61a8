import type { AdminOutboxResponse } from '@shop/shared/contracts/messages';
import { BENCH_OWNER } from './shop-server';

/** A bench shopper's password: long enough for the shop's rules, never a real one. */
const PASSWORD = 'Bench@12345';

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs the bench's owner in; the session cookie holds on every instance (one SESSION_SECRET). */
export async function ownerCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(BENCH_OWNER),
  });
  if (res.status !== 200) throw new Error(`the owner's login answered ${res.status}: ${await res.text()}`);
  return cookiesOf(res);
}

/**
 * A shopper who signs in with a phone and nothing else, as most devotees do: a new mobile number,
 * its code read from the sandbox outbox through the owner's session (as the phone would show it),
 * and the code typed in. Returns the signed-in session's cookies.
 */
export async function phoneOnlyShopper(baseUrl: string, owner: string, phone: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, 'accept-language': 'hi' };
  const sent = await fetch(`${baseUrl}/api/v1/auth/otp/request`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone }),
  });
  if (!sent.ok) throw new Error(`a sign-in code for ${phone} answered ${sent.status}: ${await sent.text()}`);
  const outbox = await fetch(`${baseUrl}/api/v1/admin/outbox?to=${phone}`, { headers: { cookie: owner } });
  if (!outbox.ok) throw new Error(`the owner's outbox answered ${outbox.status}: ${await outbox.text()}`);
  const { messages } = (await outbox.json()) as AdminOutboxResponse;
  const text = messages.find((message) => message.template === 'sign-in-code')?.text ?? '';
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no sign-in code for ${phone} in the sandbox outbox: is SMS in the sandbox?`);
  const verified = await fetch(`${baseUrl}/api/v1/auth/otp/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone, code }),
  });
  if (!verified.ok) throw new Error(`signing in ${phone} answered ${verified.status}: ${await verified.text()}`);
  return cookiesOf(verified);
}

/**
 * Signs up a new account through the real API as a browser does, from `address` (sign-up is
 * limited per address): the sign-up form, then the link a demo shop answers with, opened in the
 * browser that asked (its sign-up cookie). Returns the signed-in session's cookies.
 */
export async function signUpShopper(
  baseUrl: string,
  email: string,
  address: string,
): Promise<{ cookie: string; setCookies: string[] }> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': address };
  const res = await fetch(`${baseUrl}/api/v1/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-up of ${email} answered ${res.status}: ${await res.text()}`);
  // A sandbox shop without SMTP is a demo: its answer carries the link it would have emailed.
  const { demoLink } = (await res.json()) as { demoLink?: string };
  const token = new URLSearchParams(demoLink?.split('#')[1] ?? '').get('token');
  if (!token) throw new Error(`sign-up of ${email} answered no demo link: is SMTP_URL set?`);
  const opened = await fetch(`${baseUrl}/api/v1/auth/signup/confirm`, {
    method: 'POST',
    headers: { ...headers, cookie: cookiesOf(res) },
    body: JSON.stringify({ token }),
  });
  if (opened.status !== 201)
    throw new Error(`sign-up link of ${email} answered ${opened.status}: ${await opened.text()}`);
  return { cookie: cookiesOf(opened), setCookies: opened.headers.getSetCookie() };
}

/** A browser cookie as the shop set it, for a browser the bench drives (Lighthouse). */
export type BrowserCookie = { name: string; value: string; path: string; httpOnly: boolean };

/** A signed-in shopper as the bench measures one: a name, a cart of three units and two hearts. */
export type SignedInShopper = { cookie: string; cookies: BrowserCookie[]; cartCount: number };

function browserCookies(header: string, setCookies: string[]): BrowserCookie[] {
  return header.split('; ').map((pair) => {
    const [name, ...rest] = pair.split('=');
    const attributes = setCookies.find((c) => c.startsWith(`${name}=`))?.toLowerCase() ?? '';
    return {
      name: name!,
      value: rest.join('='),
      path: /path=([^;]+)/.exec(attributes)?.[1] ?? '/',
      httpOnly: attributes.includes('httponly'),
    };
  });
}

/** Signs up a shopper and fills their cart and wishlist from the first products of the home page. */
export async function signedInShopper(baseUrl: string, label: string): Promise<SignedInShopper> {
  const email = `bench-${label}-${Date.now().toString(36)}@example.in`;
  const { cookie, setCookies } = await signUpShopper(baseUrl, email, '198.51.100.7');
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  };
  await call('PATCH', '/api/v1/user/profile', { name: 'Radha Devi' });
  const home = (await (await fetch(`${baseUrl}/api/v1/product/homepage-products`)).json()) as {
    data: { _id: string; variants: { _id: string; stock: number }[] }[];
  };
  const picked = home.data.filter((p) => p.variants.some((v) => v.stock >= 2)).slice(0, 2);
  if (picked.length < 2) throw new Error('not enough products in stock for the signed-in shopper');
  let cartCount = 0;
  for (const [index, product] of picked.entries()) {
    const variant = product.variants.find((v) => v.stock >= 2)!;
    await call('POST', '/api/v1/user/add-to-cart', { id: product._id, variantId: variant._id, quantity: index + 1 });
    cartCount += index + 1;
    await call('POST', '/api/v1/user/update-wishlist', { productId: product._id });
  }
  return { cookie, cookies: browserCookies(cookie, setCookies), cartCount };
}
