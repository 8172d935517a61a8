// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../test/server-html';
import { hydrateLater } from './hydrate-later';
import { markPageHydrated, useHydrated } from './use-hydrated';

const firstRenders: boolean[] = [];

function Status({ name }: { name: string }) {
  const hydrated = useHydrated();
  const [first] = useState(hydrated);
  useEffect(() => void firstRenders.push(first), [first]);
  return <p data-name={name}>{hydrated ? `${name} ready` : `${name} starting`}</p>;
}

function Page({ Later, extra }: { Later: React.ComponentType<{ name: string }>; extra?: boolean }) {
  useEffect(markPageHydrated, []);
  return (
    <main>
      <Status name="header" />
      <Later name="footer" />
      {extra && <Status name="dialog" />}
    </main>
  );
}

describe('useHydrated', () => {
  it('renders as the server did while hydrating, parts hydrated later included, then turns true', async () => {
    const html = await serverHtml(<Page Later={hydrateLater(async () => Status)} />);
    // The server renderer shares React's context objects with the browser's in this one process
    // and leaves the last page's values on them until it renders again: render an empty page.
    await serverHtml(<p />);
    expect(html).toContain('header starting');
    expect(html).toContain('footer starting');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverFooter = container.querySelector('[data-name="footer"]');

    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Later = hydrateLater(async () => {
      await arrived;
      return Status;
    });
    const recoverable = vi.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Page Later={Later} />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toContain('header ready');
    expect(container.textContent).toContain('footer starting');

    // The footer's code comes after the page hydrated: it still hydrates the server's HTML.
    await act(async () => arrive());
    expect(container.textContent).toContain('footer ready');
    expect(container.querySelector('[data-name="footer"]')).toBe(serverFooter);
    expect(recoverable).not.toHaveBeenCalled();

    // What mounts afterwards (a dialog opened later) is hydrated from its first render.
    await act(async () => root.render(<Page Later={Later} extra />));
    expect(container.textContent).toContain('dialog ready');
    expect(firstRenders).toEqual([false, false, true]);
    container.remove();
  });
});
