import { useEffect, type AnchorHTMLAttributes } from 'react';
import { pathInLocale } from '@shop/shared/locale';
import { createPath, useNavigate } from 'react-router';
import { useLocale } from './i18n';

/**
 * A link the router follows without a `<Link>` component of its own (decision 27): a plain
 * anchor, followed by one click listener on the document (`PlainLinkNavigation`, in the root).
 * React Router's `<Link>` runs eight hooks per link as a page hydrates; the home page draws 65
 * product cards and a listing 24, and their links were a fifth of the page's hydration render.
 *
 * Use it where a page repeats the same kind of link many times (product cards). It takes only a
 * path (`to`), kept in the page's language: no `state`, `replace` or view transitions.
 * `data-discover` lets the router's lazy route discovery learn the target's route from the page, as
 * it does for its own links.
 */
export function PlainLink({ to, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a {...anchor} href={pathInLocale(to, useLocale())} data-discover="true" data-plain-link="" />;
}

/**
 * Where a click on a plain link should take the router, or null when the browser should handle it
 * as usual: another button, a modifier key (a new tab or window), a `target`, a download, another
 * origin, or a click some other handler already took.
 */
export function plainLinkDestination(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[data-plain-link]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.getAttribute('href') ?? '', here.href);
  if (url.origin !== here.origin) return null;
  return createPath(url);
}

/** Follows clicks on plain links with the router: rendered once, in the root. */
export function PlainLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const destination = plainLinkDestination(event, window.location);
      if (destination === null) return;
      event.preventDefault();
      // Like the router's own links: a link to the page already shown does not add a history entry.
      void navigate(destination, { replace: destination === createPath(window.location) });
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
