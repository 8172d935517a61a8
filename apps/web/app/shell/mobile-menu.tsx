import { useT } from '../lib/i18n';
import { useHasOtherLanguage } from '../lib/page-handle';
import { PlainLink } from '../lib/plain-link';
import { ChevronDownIcon } from '../components/ui/part-icons';
import { LanguageSwitch } from './language-switch';
import { MENU_GROUPS } from './menu-groups';

const linkClass = 'block rounded-lg px-3 py-2 font-medium text-ink-900 hover:bg-cream-100 hover:text-maroon-700';

/** The slide-in menu's links: the desktop menus as accordions, plus account links. */
export function MobileMenu() {
  const t = useT();
  const hasOtherLanguage = useHasOtherLanguage();
  return (
    <nav aria-label={t('siteMenus.mobileNav')}>
      <ul className="flex flex-col gap-1">
        <li>
          <PlainLink to="/" className={linkClass}>
            {t('shell.home')}
          </PlainLink>
        </li>
        {MENU_GROUPS.map((group) => (
          <li key={group.key}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2 font-semibold text-ink-900 hover:bg-cream-100 [&::-webkit-details-marker]:hidden">
                {t(group.title)}
                <ChevronDownIcon width={18} height={18} className="transition-transform group-open:rotate-180" />
              </summary>
              <ul className="ml-3 border-l border-cream-200 pl-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <PlainLink to={link.to} className={linkClass}>
                      {t(link.label)}
                    </PlainLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
        <li>
          <PlainLink to="/about" className={linkClass}>
            {t('siteMenus.about')}
          </PlainLink>
        </li>
        <li>
          <PlainLink to="/contact" className={linkClass}>
            {t('siteMenus.contact')}
          </PlainLink>
        </li>
      </ul>
      <ul className="mt-4 flex flex-col gap-1 border-t border-cream-200 pt-4">
        <li>
          <PlainLink to="/track-order" className={linkClass}>
            {t('siteMenus.trackOrder')}
          </PlainLink>
        </li>
        <li>
          <PlainLink to="/dashboard/wishlist" className={linkClass}>
            {t('shell.wishlist')}
          </PlainLink>
        </li>
        <li>
          <PlainLink to="/cart" className={linkClass}>
            {t('shell.cart')}
          </PlainLink>
        </li>
        <li>
          <PlainLink to="/login" className={linkClass}>
            {t('shell.login')}
          </PlainLink>
        </li>
        {hasOtherLanguage ? (
          <li>
            <LanguageSwitch className={linkClass} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
