import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageMessages, serverT } from './i18n.server';

afterEach(() => vi.restoreAllMocks());

describe("A page's words on the server", () => {
  it('are said without Lingui warning of an uncompiled message, plain ones included', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = serverT(new Request('http://shop.test/hi/cart'), 'shell', 'cartLines');
    expect(t('shell.menu')).toBe('मेन्यू');
    expect(t('cartLines.cartLineSize', { size: '4' })).toBe('साइज़: 4');
    expect(warn).not.toHaveBeenCalled();
  });

  it('travel to the page compiled, so the browser needs no parser and warns of nothing either', () => {
    const { messages } = pageMessages(new Request('http://shop.test/cart'), 'shell');
    expect(messages['shell.menu']).toEqual(['Menu']);
  });

  it('are a namespace whole, or the single messages a page names from one it shows only in part', () => {
    const { messages } = pageMessages(new Request('http://shop.test/hi/products/x'), 'delivery', 'idols.fitsProduct');
    expect(Object.keys(messages).filter((id) => id.startsWith('idols.'))).toEqual(['idols.fitsProduct']);
    expect(Object.keys(messages).some((id) => id.startsWith('delivery.'))).toBe(true);
  });
});
