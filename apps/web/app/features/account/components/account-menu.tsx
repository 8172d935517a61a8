import { HEADER_BADGE_CAP } from '@shop/shared/constants';
import { displayName } from '@shop/shared/account-rules';
import type { UserData } from '@shop/shared/contracts/auth';
import { DropdownMenu } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { badgeText } from '../../../components/ui/count-badge';
import { ChevronDownIcon } from '../../../components/ui/part-icons';
import { LocaleLink, useT } from '../../../lib/i18n';
import { useWishlistCount } from '../../wishlist/use-wishlist-count';
import { LogoutDialog } from './logout-dialog';
import { triggerClass } from './header-account-styles';

const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-ink-900 outline-none data-[highlighted]:bg-cream-100 data-[highlighted]:text-maroon-700';

function MenuBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="min-w-6 rounded-full bg-maroon-700 px-1.5 text-center text-xs leading-5 font-bold text-white">
      <span aria-hidden="true">{badgeText(count, HEADER_BADGE_CAP)}</span>
      <span className="sr-only">
        {badgeText(count, HEADER_BADGE_CAP)} {label}
      </span>
    </span>
  );
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <LocaleLink to={to}>{children}</LocaleLink>
    </DropdownMenu.Item>
  );
}

function Avatar({ src, name }: { src: string | null; name: string }) {
  if (src) return <img src={src} alt="" className="h-7 w-7 rounded-full object-cover" referrerPolicy="no-referrer" />;
  return (
    <span
      aria-hidden="true"
      className="flex h-7 w-7 items-center justify-center rounded-full bg-maroon-700 text-sm text-white"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * The signed-in user's menu (spec section 2). Its own chunk: visitors, who are most page views,
 * never download the dropdown and dialog code.
 */
export default function AccountMenu({ user }: { user: UserData }) {
  const wishlistCount = useWishlistCount();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const name = displayName(user);
  const t = useT();
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={triggerClass}>
          <Avatar src={user.avatar} name={name} />
          <span className="sr-only lg:not-sr-only lg:max-w-24 lg:truncate">{name}</span>
          <span className="sr-only">{t('accountMenu.label')}</span>
          <ChevronDownIcon className="hidden h-4 w-4 lg:block" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-xl border border-cream-200 bg-white p-2 shadow-lg"
          >
            <DropdownMenu.Label className="border-b border-cream-200 px-3 pt-1 pb-3">
              <span className="block truncate font-semibold text-ink-900">{name}</span>
              <span className="block truncate text-sm text-ink-700">{user.email}</span>
            </DropdownMenu.Label>
            <div className="pt-1">
              <MenuLink to="/dashboard/profile">{t('accountMenu.profile')}</MenuLink>
              <MenuLink to="/dashboard/orders">
                {t('accountMenu.orders')} <MenuBadge count={user.orderCount} label={t('accountMenu.ordersCount')} />
              </MenuLink>
              <MenuLink to="/dashboard/wishlist">
                {t('shell.wishlist')} <MenuBadge count={wishlistCount} label={t('shell.itemsInWishlist')} />
              </MenuLink>
              <MenuLink to="/dashboard/addresses">{t('accountMenu.addresses')}</MenuLink>
              {user.isAdmin ? <MenuLink to="/admin">{t('accountMenu.admin')}</MenuLink> : null}
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-cream-200" />
            <DropdownMenu.Item className={itemClass} onSelect={() => setConfirmingLogout(true)}>
              {t('shell.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} />
    </>
  );
}
