import { displayName } from '@shop/shared/account-rules';
import type { UserData } from '@shop/shared/contracts/auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
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
  const wishlistCount = useWishlistCount() ?? user.wishlistCount;
  const addresses = useAddresses();
  const defaultAddress = addresses.data?.find((address) => address.isDefault);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="My Account">
        <p>Namaste, {displayName(user)}!</p>
      </PageTitle>

      {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}

      {user.orderCount === 0 ? (
        <p className="flex flex-wrap items-center gap-3 rounded-2xl border border-gold-400 bg-cream-100 p-4">
          <span className="rounded-full bg-saffron-700 px-3 py-1 text-sm font-bold text-white">Welcome</span>
          <span>Your first order is waiting to be placed. Dress your Laddu Gopal in something new!</span>
          <Link to="/collections" className={`font-semibold ${linkClass}`}>
            Start Shopping
          </Link>
        </p>
      ) : null}

      <div className="grid gap-4 md:grid-cols-3">
        <SummaryCard
          title="My Orders"
          link={
            <Link to="/dashboard/orders" className={linkClass}>
              View orders
            </Link>
          }
        >
          {user.orderCount === 0
            ? 'No orders yet.'
            : `${user.orderCount} ${user.orderCount === 1 ? 'order' : 'orders'} placed.`}
        </SummaryCard>
        <SummaryCard
          title="Wishlist"
          link={
            <Link to="/dashboard/wishlist" className={linkClass}>
              View wishlist
            </Link>
          }
        >
          {wishlistCount === 0
            ? 'Nothing saved yet.'
            : `${wishlistCount} ${wishlistCount === 1 ? 'item' : 'items'} saved for later.`}
        </SummaryCard>
        <SummaryCard
          title="Default Address"
          link={
            <Link to="/dashboard/addresses" className={linkClass}>
              {defaultAddress ? 'Manage addresses' : 'Add an address'}
            </Link>
          }
        >
          {addresses.isPending ? (
            'Loading...'
          ) : addresses.isError ? (
            'Could not load your addresses.'
          ) : defaultAddress ? (
            <AddressLines address={defaultAddress} />
          ) : (
            'No saved address yet.'
          )}
        </SummaryCard>
      </div>
    </div>
  );
}
