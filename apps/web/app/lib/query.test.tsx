// @vitest-environment jsdom
import { dehydrate, hashKey as tanstackHashKey, QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../test/server-html';
import {
  hashKey,
  publishQueryRuntime,
  QueryData,
  QueryLayer,
  useMutation,
  useQuery,
  type DehydratedState,
} from './query';
import { queryRuntime } from './query-runtime';

const productQuery = { queryKey: ['products', { slug: 'peacock', page: 1 }], queryFn: () => ({ name: 'Peacock' }) };

function Page({ whoFetch }: { whoFetch: () => Promise<string> }) {
  const product = useQuery(productQuery);
  const who = useQuery({ queryKey: ['auth', 'session'], queryFn: whoFetch });
  const save = useMutation({ mutationFn: async (name: string) => `saved ${name}` });
  return (
    <main>
      <h1>{product.data?.name ?? 'loading'}</h1>
      <p>{who.isPending ? 'who?' : who.data}</p>
      <button type="button" onClick={() => save.mutate('Peacock')}>
        {save.data ?? save.status}
      </button>
    </main>
  );
}

async function pageData(): Promise<DehydratedState> {
  const client = new QueryClient();
  await client.prefetchQuery(productQuery);
  return dehydrate(client);
}

describe('the shop’s queries', () => {
  it('hash a key as TanStack Query does', () => {
    for (const key of [
      ['products', { slug: 'peacock', page: 1, sort: undefined }],
      ['search', 'poshak', { b: [2, 1], a: { z: null, y: 'x' } }],
      ['listing', 'collection', 'laddu-gopal', { size: ['1', '2'], price: '0-500' }],
      [],
    ]) {
      expect(hashKey(key)).toBe(tanstackHashKey(key));
    }
  });

  it('hydrate from the page’s data before TanStack Query has come, then hand over to it', async () => {
    const state = await pageData();
    const html = await serverHtml(
      <QueryLayer.Provider value={queryRuntime(new QueryClient())}>
        <QueryData state={state}>
          <Page whoFetch={async () => 'nobody on the server'} />
        </QueryData>
      </QueryLayer.Provider>,
    );
    expect(html).toContain('<h1>Peacock</h1>');
    expect(html).toContain('who?');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1')!;
    const recoverable = vi.fn();
    const whoFetch = vi.fn(async () => 'Radha');
    await act(async () => {
      hydrateRoot(
        container,
        <QueryData state={state}>
          <Page whoFetch={whoFetch} />
        </QueryData>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading.textContent).toBe('Peacock');
    // Nothing personal is fetched before the runtime has come.
    expect(whoFetch).not.toHaveBeenCalled();
    expect(container.querySelector('p')!.textContent).toBe('who?');

    const client = new QueryClient();
    await act(async () => publishQueryRuntime(queryRuntime(client)));
    expect(client.getQueryData(productQuery.queryKey)).toEqual({ name: 'Peacock' });
    expect(heading.textContent).toBe('Peacock');
    expect(whoFetch).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(container.querySelector('p')!.textContent).toBe('Radha'));

    await act(async () => container.querySelector('button')!.click());
    await vi.waitFor(() => expect(container.querySelector('button')!.textContent).toBe('saved Peacock'));
    container.remove();
  });

  it('run a mutation pressed before TanStack Query has come once it has', async () => {
    vi.resetModules();
    const fresh = await import('./query');
    const saved = vi.fn();
    function Save() {
      const save = fresh.useMutation({ mutationFn: async (name: string) => `saved ${name}`, onSuccess: saved });
      return (
        <button type="button" onClick={() => save.mutate('Peacock')}>
          {save.data ?? save.status}
        </button>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Save />));
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('idle');
    await act(async () => button.click());
    await vi.waitFor(() => expect(button.textContent).toBe('saved Peacock'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]![3].client).toBe(await fresh.queryClient());
    act(() => root.unmount());
    container.remove();
  });
});
