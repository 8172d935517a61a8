import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLocalePath, useT } from '../lib/i18n';
import { PlainLink } from '../lib/plain-link';
import { ChevronDownIcon } from '../components/ui/part-icons';
import { MENU_GROUPS } from './menu-groups';

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 font-semibold whitespace-nowrap hover:text-maroon-700 ${isActive ? 'text-maroon-700' : 'text-ink-900'}`;

/**
 * Dropdowns are <details>: they open with keyboard and without JavaScript, and screen readers
 * announce each summary as an expandable button. Script only adds closing on outside click,
 * Escape and navigation.
 */
const MENU_LINKS =
  '[&_a]:block [&_a]:rounded-lg [&_a]:px-3 [&_a]:py-2 [&_a]:text-ink-900 [&_a]:hover:bg-cream-100 [&_a]:hover:text-maroon-700';

export function DesktopNav() {
  const listRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const t = useT();
  const localePath = useLocalePath();

  useEffect(() => {
    closeOpenMenus(listRef.current);
  }, [location.key]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      for (const menu of openMenus(listRef.current)) if (!menu.contains(target)) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const [menu] = openMenus(listRef.current);
      if (!menu) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <nav aria-label={t('siteMenus.mainNav')} className="hidden md:block">
      <ul ref={listRef} className="flex items-center text-sm lg:gap-2">
        <li>
          <NavLink to={localePath('/')} end className={topLinkClass}>
            {t('shell.home')}
          </NavLink>
        </li>
        {MENU_GROUPS.map((group) => (
          <li key={group.key}>
            <details name="site-menu" className="group relative">
              <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 font-semibold whitespace-nowrap text-ink-900 hover:text-maroon-700 [&::-webkit-details-marker]:hidden">
                {t(group.title)}
                <ChevronDownIcon width={16} height={16} className="transition-transform group-open:rotate-180" />
              </summary>
              <div className="absolute top-full left-0 z-50 mt-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-cream-200">
                {/* The links' look is written once on the list: every page carries these menus. */}
                <ul className={`${group.links.length > 8 ? 'grid w-96 grid-cols-2' : 'w-56'} ${MENU_LINKS}`}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <PlainLink to={link.to}>{t(link.label)}</PlainLink>
                    </li>
                  ))}
                </ul>
              </div>
            </details>
          </li>
        ))}
        <li>
          <NavLink to={localePath('/about')} className={topLinkClass}>
            {t('siteMenus.about')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function openMenus(list: HTMLElement | null): HTMLDetailsElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLDetailsElement>('details[open]')) : [];
}

function closeOpenMenus(list: HTMLElement | null) {
  for (const menu of openMenus(list)) menu.open = false;
}
