import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { normaliseEmail } from '@shop/shared/account-rules';
import type { UserData } from '@shop/shared/contracts/auth';
import type { App } from '../app';
import { emailOutbox } from '../db/schema';
import { resetTokensIn } from '../modules/auth/reset-link';

/** The password every test account gets unless a test chooses another. */
export const TEST_PASSWORD = 'Tulsi-Mala-108';

let counter = 0;
/** A fresh address per call, so test files never collide on the unique email. */
export function uniqueEmail(label = 'devotee'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.in`;
}

/** A fresh Indian mobile in E.164 per call, so accounts never share a phone, a code or its limits. */
export function uniqueMobile(): string {
  return `+919${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

let ipCounter = 0;
/** A distinct client address per call (10.0.0.0/8), for requests that must not share a rate limit. */
export function testIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * A browser's cookie store for `inject`: keeps what responses set, forgets what they clear, and
 * sends the rest back. Paths are not enforced (every test request goes to the API).
 */
export class CookieJar {
  private readonly values = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  set(name: string, value: string): void {
    this.values.set(name, value);
  }

  delete(name: string): void {
    this.values.delete(name);
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A signed-in shopper: requests carry their cookies, and responses update them. */
export type Session = {
  jar: CookieJar;
  userData: UserData;
  /** What joined the account's cart from the browser's guest cart, when anything did. */
  cartMerged?: string;
  email: string;
  password: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
};

export function sessionClient(app: App, jar = new CookieJar()) {
  return async (options: InjectOptions) => {
    const cookie = jar.header();
    const response = await app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    jar.store(response);
    return response;
  };
}

/** The token of the last sign-up link mailed to `email`, read from the outbox as its owner's inbox. */
export async function signupTokenMailedTo(app: App, email: string): Promise<string> {
  const [mail] = await app.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, normaliseEmail(email)), eq(emailOutbox.template, 'signup-link')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = mail ? resetTokensIn(mail.text)[0] : undefined;
  if (!token) throw new Error(`no sign-up link was mailed to ${email}`);
  return token;
}

/**
 * Signs up a new customer through the API as the web does: the sign-up form, then the link mailed
 * to them (read from the outbox) opened in the same browser. Returns their session.
 */
export async function signUp(
  app: App,
  {
    email = uniqueEmail(),
    password = TEST_PASSWORD,
    jar = new CookieJar(),
  }: { email?: string; password?: string; jar?: CookieJar } = {},
): Promise<Session> {
  const request = sessionClient(app, jar);
  // Each sign-up from its own address, so test files may create many users under the per-IP limit.
  const remoteAddress = testIp();
  const asked = await request({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { email, password, confirmPassword: password },
    remoteAddress,
  });
  if (asked.statusCode !== 200) throw new Error(`signup failed: ${asked.statusCode} ${asked.body}`);
  const response = await request({
    method: 'POST',
    url: '/api/v1/auth/signup/confirm',
    payload: { token: await signupTokenMailedTo(app, email) },
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`signup link failed: ${response.statusCode} ${response.body}`);
  const { userData, cartMerged } = response.json() as { userData: UserData; cartMerged?: string };
  return { jar, userData, cartMerged, email, password, request };
}

/** Logs an existing account in (from its own address, clear of per-IP limits) and returns the session. */
export async function logIn(app: App, email: string, password: string = TEST_PASSWORD): Promise<Session> {
  const jar = new CookieJar();
  const request = sessionClient(app, jar);
  const response = await request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: testIp(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { jar, userData: (response.json() as { userData: UserData }).userData, email, password, request };
}
