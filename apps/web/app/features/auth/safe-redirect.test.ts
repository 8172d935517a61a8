import { describe, expect, it } from 'vitest';
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
  ])('falls back to the dashboard for %s', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });
});
