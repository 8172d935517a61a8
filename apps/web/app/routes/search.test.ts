import { describe, expect, it } from 'vitest';
import type { Route } from './+types/search';
import { loader } from './search';

/** Where the search page sends a visitor to `url`, or null when it shows the search there. */
async function sentTo(url: string): Promise<string | null> {
  const args = { request: new Request(`http://shop.test${url}`), context: {}, params: {} } as Route.LoaderArgs;
  try {
    await loader(args);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get('location');
  }
}

describe('a search naming an idol size', () => {
  it('searches the rest of its words with that size ticked, in the page’s language', async () => {
    expect(await sentTo(`/hi/search?q=${encodeURIComponent('पोशाक साइज़ 3')}`)).toBe(
      `/hi/search?q=${encodeURIComponent('पोशाक')}&size=3`,
    );
    expect(await sentTo('/search?q=poshak+3+number&size=4&sort=price-asc&page=2')).toBe(
      '/search?q=poshak&size=3%2C4&sort=price-asc',
    );
  });

  it('lists every product in that size when the size is all it says', async () => {
    expect(await sentTo('/hi/search?q=size+3')).toBe('/hi/products?size=3');
  });
});
