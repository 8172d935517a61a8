// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainLink, PlainLinkNavigation, plainLinkDestination } from './plain-link';

const here = new URL('https://shop.example/collections/laddu-gopal?page=2') as unknown as Location;

function clickOn(anchorHtml: string, init: MouseEventInit = {}) {
  document.body.innerHTML = anchorHtml;
  const target = document.body.querySelector('span') ?? document.body.querySelector('a')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('plainLinkDestination', () => {
  it('takes a left click on a plain link, from inside it too, as a path with its query and hash', () => {
    const event = clickOn('<a data-plain-link href="/products/red-poshak?size=3#reviews"><span>Red</span></a>');
    expect(plainLinkDestination(event, here)).toBe('/products/red-poshak?size=3#reviews');
  });

  it('leaves to the browser a new tab or window, another button, a target, a download and another origin', () => {
    const link = '<a data-plain-link href="/products/red-poshak"><span>Red</span></a>';
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(plainLinkDestination(clickOn(link, init), here)).toBeNull();
    }
    expect(plainLinkDestination(clickOn('<a data-plain-link target="_blank" href="/a">A</a>'), here)).toBeNull();
    expect(plainLinkDestination(clickOn('<a data-plain-link download href="/a.pdf">A</a>'), here)).toBeNull();
    expect(plainLinkDestination(clickOn('<a data-plain-link href="https://wa.me/91">A</a>'), here)).toBeNull();
  });

  it('ignores other links and clicks another handler already took', () => {
    expect(plainLinkDestination(clickOn('<a href="/products/red-poshak">Red</a>'), here)).toBeNull();
    document.body.innerHTML = '<a data-plain-link href="/products/red-poshak">Red</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    event.preventDefault();
    document.body.querySelector('a')!.dispatchEvent(event);
    expect(plainLinkDestination(event, here)).toBeNull();
  });
});

describe('PlainLinkNavigation', () => {
  let container: HTMLDivElement | undefined;
  afterEach(() => {
    container?.remove();
    document.body.innerHTML = '';
  });

  it('follows a plain link with the router, without loading a new page', async () => {
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    const page = (
      <>
        <PlainLinkNavigation />
        <PlainLink to="/products/red-poshak">Red poshak</PlainLink>
        <Where />
      </>
    );
    const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/products/red-poshak');
    expect(link.dataset.discover).toBe('true');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/products/red-poshak');
    expect(container.querySelector('[data-testid=where]')!.textContent).toBe('/products/red-poshak');
    await act(async () => root.unmount());
  });
});
