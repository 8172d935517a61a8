import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

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
