import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '@shop/shared/hint-cookies';
import { hasSessionHint } from './session-hint';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A cookie store holding `names`, counting its reads. */
function cookieStore(names: string[]) {
  const get = vi.fn(async (name: string) => (names.includes(name) ? { name, value: '1' } : null));
  return { get };
}

describe('hasSessionHint', () => {
  it('asks the Cookie Store API, never document.cookie, where the browser has it', async () => {
    const document = {
      get cookie(): string {
        throw new Error('document.cookie was read');
      },
    };
    vi.stubGlobal('document', document);
    const signedIn = cookieStore([SESSION_HINT_COOKIE, 'other']);
    vi.stubGlobal('cookieStore', signedIn);
    expect(await hasSessionHint()).toBe(true);
    expect(signedIn.get).toHaveBeenCalledWith(SESSION_HINT_COOKIE);

    vi.stubGlobal('cookieStore', cookieStore(['other']));
    expect(await hasSessionHint()).toBe(false);
  });

  it('reads document.cookie where there is no Cookie Store API, or it refuses', async () => {
    vi.stubGlobal('document', { cookie: `theme=dark; ${SESSION_HINT_COOKIE}=1` });
    vi.stubGlobal('cookieStore', undefined);
    expect(await hasSessionHint()).toBe(true);

    vi.stubGlobal('cookieStore', { get: async () => Promise.reject(new TypeError('insecure context')) });
    expect(await hasSessionHint()).toBe(true);

    vi.stubGlobal('document', { cookie: `theme=dark; not-${SESSION_HINT_COOKIE}=1` });
    expect(await hasSessionHint()).toBe(false);
  });

  it('is false on the server, where there is no document', async () => {
    vi.stubGlobal('document', undefined);
    expect(await hasSessionHint()).toBe(false);
  });
});
