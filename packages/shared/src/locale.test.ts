import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage, localeOfPath, pathInLocale, pathWithoutLocale } from './locale';

describe('the two languages of the shop', () => {
  it('reads Hindi from /hi and everything under it, and nothing else', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/products/mukut')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('moves a page between languages and keeps the page', () => {
    expect(pathInLocale('/cart', 'hi')).toBe('/hi/cart');
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/hi/cart', 'en')).toBe('/cart');
    expect(pathInLocale('/hi', 'en')).toBe('/');
    expect(pathInLocale('/hi/cart', 'hi')).toBe('/hi/cart');
    expect(pathWithoutLocale('/hi/collections/laddu-gopal')).toBe('/collections/laddu-gopal');
  });

  it('takes the language a browser prefers of ours, English when it names neither', () => {
    expect(localeOfAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(localeOfAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(localeOfAcceptLanguage('hi')).toBe('hi');
    expect(localeOfAcceptLanguage('fr-FR,de;q=0.5')).toBe('en');
    expect(localeOfAcceptLanguage('hi;q=0')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
  });
});
