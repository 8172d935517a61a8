import { HEADER_SHADOW_AFTER_PX, MOBILE_BREAKPOINT_PX, SHOP_NAME } from '@shop/shared/constants';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LocaleLink, useT } from '../lib/i18n';
import { useBodyScrollLock, useEscapeKey } from '../lib/use-dismiss';
import { hydrateLater } from '../lib/hydrate-later';
import { withWords } from '../lib/with-words';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { SearchForm } from '../features/search/components/search-form-later';
import { iconButtonClass } from '../components/ui/icon-button-class';
import { CloseIcon, MenuIcon, SearchIcon } from '../components/ui/icons';
import { HeaderPanel } from '../components/layout/header-panel';

// The navigation hydrates on its own (lib/hydrate-later.tsx), as the search box does: until then
// its links work. Each fetches its words with its code (lib/words-on-demand.ts).
const DesktopNav = hydrateLater(() =>
  withWords(import('./desktop-nav'), 'siteMenus', 'collectionNames').then((module) => module.DesktopNav),
);
const MobileMenu = hydrateLater(() =>
  withWords(import('./mobile-menu'), 'siteMenus', 'collectionNames').then((module) => module.MobileMenu),
);
// A plain link until its code comes: only remembering the choice needs it.
const LanguageSwitch = hydrateLater(() => import('./language-switch').then((module) => module.LanguageSwitch));
// Links until their code comes (a tap on the cart opens the cart page instead of the drawer); their
// badges and the account menu wait for the session, which comes after the page hydrated anyway.
const headerLinks = () => import('./header-links');
const HeaderWishlistLink = hydrateLater(() => headerLinks().then((module) => module.HeaderWishlistLink));
const HeaderCartLink = hydrateLater(() => headerLinks().then((module) => module.HeaderCartLink));
const HeaderAccount = hydrateLater(() => headerLinks().then((module) => module.HeaderAccount));

type Panel = 'menu' | 'search' | null;

/** Tailwind's `xl`: from here the search box sits in the header bar instead of a panel. */
const DESKTOP_SEARCH_FROM_PX = 1280;

/**
 * The sticky header. Memoised: the shell re-renders when the visitor's session settles right
 * after hydration, and the header's own parts that show the session re-render by themselves.
 */
export const SiteHeader = memo(function SiteHeader() {
  // One state for both mobile panels, so opening one closes the other.
  const [panel, setPanel] = useState<Panel>(null);
  // A panel's content is drawn from its first opening on, never in the server's HTML: its toggle
  // needs the page's script anyway, and the phone does not parse a menu nobody opened.
  const [opened, setOpened] = useState<{ menu: boolean; search: boolean }>({ menu: false, search: false });
  const location = useLocation();
  const t = useT();
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

  const toggle = (next: Exclude<Panel, null>) => {
    setOpened((was) => (was[next] ? was : { ...was, [next]: true }));
    setPanel((current) => (current === next ? null : next));
  };

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
          <span className="sr-only">{t('shell.menu')}</span>
        </button>
        <LocaleLink
          to="/"
          className="mr-2 font-display text-xl font-bold whitespace-nowrap text-maroon-800 lg:text-2xl"
        >
          {SHOP_NAME}
        </LocaleLink>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1">
          <SearchForm id="header-search" className="hidden w-64 xl:block" />
          <LanguageSwitch className="hidden rounded-md px-2 py-2 text-sm font-semibold text-ink-900 hover:text-maroon-700 md:block" />
          <button
            ref={searchButton}
            type="button"
            aria-expanded={panel === 'search'}
            aria-controls="mobile-search"
            onClick={() => toggle('search')}
            className={`${iconButtonClass} flex xl:hidden`}
          >
            {panel === 'search' ? <CloseIcon /> : <SearchIcon />}
            <span className="sr-only">{t('shell.search')}</span>
          </button>
          <HeaderWishlistLink />
          <HeaderCartLink />
          <HeaderAccount />
        </div>
      </div>
      <div className="md:hidden">
        <HeaderPanel id="mobile-menu" side="left" open={panel === 'menu'} onClose={close}>
          {opened.menu ? <MobileMenu /> : null}
        </HeaderPanel>
      </div>
      <div className="xl:hidden">
        <HeaderPanel id="mobile-search" side="top" open={panel === 'search'} onClose={close}>
          {opened.search ? <SearchForm id="mobile-search-input" /> : null}
        </HeaderPanel>
      </div>
    </header>
  );
});
