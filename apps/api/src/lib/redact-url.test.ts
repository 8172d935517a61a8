import { describe, expect, it } from 'vitest';
import { codLinks } from '../modules/checkout/cod-links';
import { redactUrl } from './redact-url';
import { LINK_SECRET_PARAMS, shopLink } from './shop-link';

describe('a URL as the request log keeps it', () => {
  it('hides a password, token or code sent in the query and keeps the rest', () => {
    expect(redactUrl('/login?email=meera%40example.in&password=Tulsi-108')).toBe(
      '/login?email=meera%40example.in&password=[redacted]',
    );
    expect(redactUrl('/reset-password?token=abc&confirmPassword=x')).toBe(
      '/reset-password?token=[redacted]&confirmPassword=[redacted]',
    );
    expect(redactUrl('/login?phone=98765&Code=123456')).toBe('/login?phone=98765&Code=[redacted]');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/products?category=mukut&page=2')).toBe('/products?category=mukut&page=2');
    expect(redactUrl('/search?q=%E0%A4%AA%E0%A5%8B%E0%A4%B6%E0%A4%BE%E0%A4%95')).toBe(
      '/search?q=%E0%A4%AA%E0%A5%8B%E0%A4%B6%E0%A4%BE%E0%A4%95',
    );
    expect(redactUrl('/faq')).toBe('/faq');
  });
});

describe('the links the shop signs, as the request log keeps them', () => {
  it('keep no signature or token of any signed link', () => {
    const hash = (value: string) => `sig-of-${value.length}`;
    const { confirm, cancel } = codLinks(hash, 'https://shop.example').make('order-1', new Date(2e12), 'hi');
    for (const link of [confirm, cancel, shopLink('https://shop.example', '/verify-email', 'en', { token: 'tok-1' })]) {
      const url = new URL(link);
      const logged = redactUrl(`${url.pathname}${url.search}`);
      for (const name of LINK_SECRET_PARAMS) {
        const secret = url.searchParams.get(name);
        if (secret) expect(logged).not.toContain(secret);
      }
      expect(logged).toMatch(/(s|token)=\[redacted\]/);
    }
    expect(redactUrl('/cod-confirm?order=o&e=1&s=abc&do=confirm')).toBe(
      '/cod-confirm?order=o&e=1&s=[redacted]&do=confirm',
    );
  });
});
