// @vitest-environment jsdom
import { act, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../test/server-html';
import { ServerHtml } from './server-html';

// Tells React these updates are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Counts how often React draws it: a kept block's children are never drawn in the browser. */
const drawn = vi.fn();
function Card({ name }: { name: string }) {
  drawn(name);
  return (
    <li>
      <a href={`/products/${name}`}>{name}</a>
    </li>
  );
}

function Shelf({ names }: { names: string[] }) {
  return (
    <ServerHtml as="ul" from={names} className="grid">
      {names.map((name) => (
        <Card key={name} name={name} />
      ))}
    </ServerHtml>
  );
}

/** The page as the server sends it: rendered where there is no `document`, as on Node. */
async function renderOnServer(element: ReactElement) {
  const browserDocument = Object.getOwnPropertyDescriptor(globalThis, 'document')!;
  Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true });
  try {
    return await serverHtml(element);
  } finally {
    Object.defineProperty(globalThis, 'document', browserDocument);
  }
}

async function hydrated(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
  return { container, root, recoverable };
}

afterEach(() => {
  drawn.mockClear();
  document.body.replaceChildren();
});

describe('blocks kept as the server sent them', () => {
  it('are drawn in full on the server', async () => {
    const html = await renderOnServer(<Shelf names={['mukut', 'jhula']} />);
    expect(html).toBe(
      '<ul class="grid"><li><a href="/products/mukut">mukut</a></li><li><a href="/products/jhula">jhula</a></li></ul>',
    );
  });

  it('keep the server’s elements while hydrating, without drawing their children', async () => {
    const names = ['mukut', 'jhula'];
    const html = await renderOnServer(<Shelf names={names} />);
    drawn.mockClear();
    const container = document.createElement('div');
    container.innerHTML = html;
    const serverLink = container.querySelector('a')!;

    const { recoverable } = await hydrated(container.innerHTML, <Shelf names={names} />);

    expect(drawn).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    const links = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/products/mukut', '/products/jhula']);
    expect(serverLink.textContent).toBe('mukut');
  });

  it('keep them when the parent draws again with the same data, and draw the new data when it changes', async () => {
    const first = ['mukut', 'jhula'];
    let show!: (names: string[]) => void;
    let tint!: (on: boolean) => void;
    function Page() {
      const [names, setNames] = useState(first);
      const [busy, setBusy] = useState(false);
      show = setNames;
      tint = setBusy;
      return (
        <ServerHtml as="ul" from={names} className={busy ? 'grid busy' : 'grid'}>
          {names.map((name) => (
            <Card key={name} name={name} />
          ))}
        </ServerHtml>
      );
    }
    const html = await renderOnServer(<Page />);
    drawn.mockClear();
    const { container } = await hydrated(html, <Page />);
    const kept = container.querySelector('li');

    await act(async () => tint(true));
    expect(container.querySelector('ul')!.className).toBe('grid busy');
    expect(container.querySelector('li')).toBe(kept);
    expect(drawn).not.toHaveBeenCalled();

    await act(async () => show(['pagdi']));
    expect(drawn).toHaveBeenCalledWith('pagdi');
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['pagdi']);

    // Drawn in the browser from then on, even if the first data comes back.
    await act(async () => show(first));
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['mukut', 'jhula']);
  });

  it('draw their children when React renders them afresh instead of hydrating', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Shelf names={['mukut']} />));
    expect(drawn).toHaveBeenCalledWith('mukut');
    expect(container.innerHTML).toBe('<ul class="grid"><li><a href="/products/mukut">mukut</a></li></ul>');
  });
});
