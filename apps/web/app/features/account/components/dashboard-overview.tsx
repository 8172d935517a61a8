import { displayName } from '@shop/shared/account-rules';
import type { UserData } from '@shop/shared/contracts/auth';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { LocaleLink, useT } from '../../../lib/i18n';
import { useWishlistCount } from '../../wishlist/use-wishlist-count';
import { useAddresses } from '../api/get-addresses';
import { AddressLines } from './address-lines';
import { VerifyEmailNotice } from './verify-email-notice';

function SummaryCard({ title, children, link }: { title: string; children: ReactNode; link: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-4 shadow-sm"
    >
      <h2 className="font-display text-lg font-bold text-maroon-800">{title}</h2>
      <div className="flex-1 text-ink-700">{children}</div>
      <p className="font-semibold">{link}</p>
    </section>
  );
}

const linkClass = 'text-maroon-700 underline hover:text-maroon-800';

/** The dashboard's index: orders, wishlist and the default address at a glance. */
export function DashboardOverview({ user }: { user: UserData }) {
  const t = useT();
  const wishlistCount = useWishlistCount() ?? user.wishlistCount;
  const addresses = useAddresses();
  const defaultAddress = addresses.data?.find((address) => address.isDefault);
  // Greeted by name (or email) only: an account made with a phone may have neither yet.
  const name = displayName({ name: user.name, email: user.email });

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('account.overviewTitle')}>
        <p>{name ? t('account.overviewNamaste', { name }) : t('account.overviewNamasteNoName')}</p>
      </PageTitle>

      {user.emailVerified || !user.email ? null : <VerifyEmailNotice email={user.email} />}
      {user.name.trim() ? null : (
        <p>
          <LocaleLink to="/dashboard/profile" className={`font-semibold ${linkClass}`}>
            {user.email ? t('account.addName') : t('account.addNameAndEmail')}
          </LocaleLink>
        </p>
      )}

      {user.orderCount === 0 ? (
        <p className="flex flex-wrap items-center gap-3 rounded-2xl border border-gold-400 bg-cream-100 p-4">
          <span className="rounded-full bg-saffron-700 px-3 py-1 text-sm font-bold text-white">
            {t('account.welcome')}
          </span>
          <span>{t('account.firstOrder')}</span>
          <LocaleLink to="/collections" className={`font-semibold ${linkClass}`}>
            {t('account.startShopping')}
          </LocaleLink>
        </p>
      ) : null}

      <div className="grid gap-4 md:grid-cols-3">
        <SummaryCard
          title={t('account.navOrders')}
          link={
            <LocaleLink to="/dashboard/orders" className={`tap-target ${linkClass}`}>
              {t('account.viewOrders')}
            </LocaleLink>
          }
        >
          {user.orderCount === 0 ? t('account.noOrders') : t('account.ordersPlaced', { count: user.orderCount })}
        </SummaryCard>
        <SummaryCard
          title={t('account.navWishlist')}
          link={
            <LocaleLink to="/dashboard/wishlist" className={`tap-target ${linkClass}`}>
              {t('account.viewWishlist')}
            </LocaleLink>
          }
        >
          {wishlistCount === 0 ? t('account.nothingSaved') : t('account.savedForLater', { count: wishlistCount })}
        </SummaryCard>
        <SummaryCard
          title={t('account.defaultAddress')}
          link={
            <LocaleLink to="/dashboard/addresses" className={`tap-target ${linkClass}`}>
              {defaultAddress ? t('account.manageAddresses') : t('account.addAddress')}
            </LocaleLink>
          }
        >
          {addresses.isPending ? (
            t('account.loading')
          ) : addresses.isError ? (
            t('account.overviewAddressesFailed')
          ) : defaultAddress ? (
            <AddressLines address={defaultAddress} />
          ) : (
            t('account.noAddress')
          )}
        </SummaryCard>
      </div>
    </div>
  );
}
