import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateIn } from './i18n';
import { withWords } from './with-words';
import { loadWords } from './words-on-demand';

let fetched: string[];
let answer: () => Response;

beforeEach(() => {
  fetched = [];
  answer = () => Response.json({ 'siteFooter.rights': compileMessage('© {year} {shop}. सर्वाधिकार सुरक्षित।') });
  vi.stubGlobal('window', { location: { pathname: '/hi/products/kada' }, __reactRouterManifest: { version: 'v7' } });
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return answer();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('words on demand', () => {
  it('give a part that hydrates later its code only once its words, in the page language, have come', async () => {
    const code = await withWords(Promise.resolve('the footer'), 'siteFooter');
    expect(code).toBe('the footer');
    expect(fetched).toEqual(['/hi/words/siteFooter?v=v7']);
    expect(translateIn('hi')('siteFooter.rights', { year: 2026, shop: 'Shop' })).toBe('© 2026 Shop. सर्वाधिकार सुरक्षित।');
  });

  it('fetch a namespace once for every part that shares it', async () => {
    await Promise.all([
      withWords(Promise.resolve('menu'), 'siteMenus', 'collectionNames'),
      withWords(Promise.resolve('nav'), 'siteMenus', 'collectionNames'),
      withWords(Promise.resolve('search'), 'searchBox', 'siteMenus'),
    ]);
    expect(fetched.sort()).toEqual([
      '/hi/words/collectionNames?v=v7',
      '/hi/words/searchBox?v=v7',
      '/hi/words/siteMenus?v=v7',
    ]);
  });

  it('ask again for words a failed request did not bring', async () => {
    answer = () => new Response('', { status: 503 });
    // A TypeError, as a failed fetch: importWhenOnline tries the part again rather than failing the page.
    await expect(loadWords('productReviews')).rejects.toThrow(
      new TypeError('The words of productReviews answered 503'),
    );
    answer = () => Response.json({});
    await loadWords('productReviews');
    expect(fetched).toEqual(['/hi/words/productReviews?v=v7', '/hi/words/productReviews?v=v7']);
  });

  it('do nothing on the server, which speaks every namespace already', async () => {
    vi.stubGlobal('window', undefined);
    await loadWords('missingPage');
    expect(fetched).toEqual([]);
  });
});
