import { HEADER_SHADOW_AFTER_PX, MOBILE_BREAKPOINT_PX, SHOP_NAME } from '@shop/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SearchForm } from '../../features/search/components/search-form';
import { useBodyScrollLock, useEscapeKey } from '../../lib/use-dismiss';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../ui/icons';
import { DesktopNav } from './desktop-nav';
import { HeaderPanel } from './header-panel';
import { MobileMenu } from './mobile-menu';

type Panel = 'menu' | 'search' | null;

/** Tailwind's `xl`: from here the search box sits in the header bar instead of a panel. */
const DESKTOP_SEARCH_FROM_PX = 1280;

// No display utility here: each control says when it shows (flex, hidden, lg:flex…).
const iconButtonClass =
  'h-10 w-10 items-center justify-center rounded-full text-ink-900 hover:bg-cream-100 hover:text-maroon-700';

export function SiteHeader() {
  // One state for both mobile panels, so opening one closes the other.
  const [panel, setPanel] = useState<Panel>(null);
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SHADOW_AFTER_PX);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setPanel(null);
  }, [location.key]);

  useEffect(() => {
    // The panels exist only below their breakpoints (menu: md, search: xl); a resize past one
    // must not leave the page scroll-locked behind a panel that is no longer shown.
    const queries = [MOBILE_BREAKPOINT_PX, DESKTOP_SEARCH_FROM_PX].map((px) =>
      window.matchMedia(`(min-width: ${px}px)`),
    );
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPanel(null);
    };
    for (const query of queries) query.addEventListener('change', onChange);
    return () => {
      for (const query of queries) query.removeEventListener('change', onChange);
    };
  }, []);

  const close = useCallback(() => setPanel(null), []);
  const closeAndRefocus = useCallback(() => {
    (panel === 'menu' ? menuButton : searchButton).current?.focus();
    setPanel(null);
  }, [panel]);
  useEscapeKey(panel !== null, closeAndRefocus);
  useBodyScrollLock(panel !== null);

  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));

  return (
    <header
      className={`sticky top-0 z-40 border-b border-cream-200 bg-cream-50 transition-shadow ${scrolled ? 'shadow-md' : ''}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <button
          ref={menuButton}
          type="button"
          aria-expanded={panel === 'menu'}
          aria-controls="mobile-menu"
          onClick={() => toggle('menu')}
          className={`${iconButtonClass} -ml-2 flex md:hidden`}
        >
          {panel === 'menu' ? <CloseIcon /> : <MenuIcon />}
          <span className="sr-only">Menu</span>
        </button>
        <Link to="/" className="mr-2 font-display text-xl font-bold whitespace-nowrap text-maroon-800 lg:text-2xl">
          {SHOP_NAME}
        </Link>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1">
          <SearchForm id="header-search" className="hidden w-64 xl:block" />
          <button
            ref={searchButton}
            type="button"
            aria-expanded={panel === 'search'}
            aria-controls="mobile-search"
            onClick={() => toggle('search')}
            className={`${iconButtonClass} flex xl:hidden`}
          >
            {panel === 'search' ? <CloseIcon /> : <SearchIcon />}
            <span className="sr-only">Search</span>
          </button>
          <Link to="/dashboard/wishlist" className={`${iconButtonClass} hidden lg:flex`}>
            <HeartIcon />
            <span className="sr-only">Wishlist</span>
          </Link>
          <Link to="/cart" className={`${iconButtonClass} flex`}>
            <CartIcon />
            <span className="sr-only">Cart</span>
          </Link>
          <Link
            to="/login"
            className="flex h-10 items-center gap-1 rounded-full px-2 font-semibold text-ink-900 hover:bg-cream-100 hover:text-maroon-700"
          >
            <UserIcon />
            <span className="sr-only lg:not-sr-only">Login</span>
          </Link>
        </div>
      </div>
      <div className="md:hidden">
        <HeaderPanel id="mobile-menu" side="left" open={panel === 'menu'} onClose={close}>
          <MobileMenu />
        </HeaderPanel>
      </div>
      <div className="xl:hidden">
        <HeaderPanel id="mobile-search" side="top" open={panel === 'search'} onClose={close}>
          <SearchForm id="mobile-search-input" />
        </HeaderPanel>
      </div>
    </header>
  );
}
