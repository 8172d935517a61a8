import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InLanguage } from '../test/language';
import { ApiError, createApiClient } from './api-client';

const unreachable = createApiClient(() => Promise.reject(new TypeError('Failed to fetch')));

/** A page in `locale` has loaded its words, as the root's loader sends them. */
function openPage(pathname: string, locale: 'en' | 'hi') {
  renderToString(
    <InLanguage locale={locale}>
      <p />
    </InLanguage>,
  );
  vi.stubGlobal('window', { location: { pathname } });
}

afterEach(() => vi.unstubAllGlobals());

describe('A call that cannot reach the shop', () => {
  it('says so in Hindi on a Hindi page', async () => {
    openPage('/hi/cart', 'hi');
    const error = await unreachable('/user/user-cart').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK', message: 'आप अभी ऑफ़लाइन हैं। कुछ सुविधाएँ शायद काम न करें।' });
  });

  it('says so in English on an English page', async () => {
    openPage('/cart', 'en');
    await expect(unreachable('/user/user-cart')).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'You are currently offline. Some features may be limited.',
    });
  });
});

describe("An answer that is not the shop's own (a proxy's error page)", () => {
  const proxyError = createApiClient(() =>
    Promise.resolve(new Response('{"error":"upstream timed out"}', { status: 502 })),
  );

  it('is an internal failure, said in Hindi on a Hindi page', async () => {
    openPage('/hi/products/poshak', 'hi');
    await expect(proxyError('/product/poshak')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'कुछ गड़बड़ हो गई',
    });
  });

  it("is an internal failure in the spec's words on an English page", async () => {
    openPage('/products/poshak', 'en');
    await expect(proxyError('/product/poshak')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Something went wrong',
    });
  });
});
