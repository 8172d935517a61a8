import { describe, expect, it } from 'vitest';
import { pageAfterLogin } from './page-after-login';
import { safeRedirect } from './safe-redirect';

describe('The page to return to after login', () => {
  it.each(['/products/red-poshak', '/cart', '/dashboard/orders?page=2', '/', '/hi/checkout', '/hi'])(
    'is kept when it is on the shop: %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/signup?x=1',
    '/hi/login',
    '/hi/signup?redirect=%2Fhi',
    '/hi//evil.example/x',
    '/\t/evil.example/x',
    '/hi/\\evil.example/x',
    '/\n/evil.example',
    '/hi/\t/evil.example',
  ])('falls back to the dashboard for %j', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });
});

describe('Where a login leads', () => {
  const shopper = { isAdmin: false };
  const owner = { isAdmin: true };

  it("takes a shopper to their account in the page's language", () => {
    expect(pageAfterLogin(null, shopper, 'en')).toBe('/dashboard');
    expect(pageAfterLogin(null, shopper, 'hi')).toBe('/hi/dashboard');
    expect(pageAfterLogin('/login', shopper, 'hi')).toBe('/hi/dashboard');
  });

  it('takes the owner to the back office, which is English only', () => {
    for (const locale of ['en', 'hi'] as const) {
      expect(pageAfterLogin(null, owner, locale)).toBe('/admin');
      expect(pageAfterLogin('https://evil.example', owner, locale)).toBe('/admin');
    }
  });

  it('never leads to another site, in either language', () => {
    for (const locale of ['en', 'hi'] as const) {
      for (const target of ['/hi//evil.example/x', '/\t/evil.example/x', '/hi/\\evil.example/x']) {
        expect(pageAfterLogin(target, shopper, locale)).toBe(locale === 'en' ? '/dashboard' : '/hi/dashboard');
      }
    }
  });

  it('goes back to the page that asked for the login, whoever logs in', () => {
    expect(pageAfterLogin('/admin/orders', owner, 'en')).toBe('/admin/orders');
    expect(pageAfterLogin('/cart', owner, 'en')).toBe('/cart');
    expect(pageAfterLogin('/cart', shopper, 'hi')).toBe('/hi/cart');
  });
});
