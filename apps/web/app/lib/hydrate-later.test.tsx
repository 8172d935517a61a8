// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../test/server-html';
import { hydrateLater, whenPartsHydrated } from './hydrate-later';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </button>
  );
}

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return Counter;
  });
  return { load, arrive };
}

describe('parts hydrated on their own', () => {
  it('keeps the server HTML until the code arrives, then hydrates it without replacing it', async () => {
    const server = deferredModule();
    const ServerPart = hydrateLater(server.load);
    setTimeout(server.arrive, 0);
    const html = await serverHtml(
      <main>
        <h1>Shop</h1>
        <ServerPart label="Likes" />
      </main>,
    );
    expect(html).toContain('<button type="button">Likes');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    expect(serverButton.textContent).toBe('Likes: 0');

    const browser = deferredModule();
    const Part = hydrateLater(browser.load);
    const recoverable = vi.fn();
    const hydrated = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <h1>Shop</h1>
          <Part label="Likes" />
        </main>,
        { onRecoverableError: recoverable },
      );
    });
    whenPartsHydrated(hydrated);
    expect(browser.load).toHaveBeenCalledTimes(1);
    expect(hydrated).not.toHaveBeenCalled();
    // Still the server's button; a tap on it before the code arrives does nothing (as before any
    // page's scripts arrive).
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Likes: 0');

    await act(async () => browser.arrive());
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Likes: 1');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('answers at once when no part is waiting', () => {
    const callback = vi.fn();
    whenPartsHydrated(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
