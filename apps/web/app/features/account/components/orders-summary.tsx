import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import type { UserData } from '@shop/shared/contracts/auth';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { telHref } from '../../content/shop-details';

const buttonClass = 'rounded-full bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800';

/**
 * My Orders from what the account knows: how many orders it has placed. The list of orders and
 * their details come from the orders API, which this page shows once it exists.
 */
export function OrdersSummary({ user }: { user: UserData }) {
  if (user.orderCount === 0) {
    return (
      <div className="flex flex-col gap-6">
        <PageTitle title="My Orders" />
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-12 text-center">
          <span className="rounded-full bg-saffron-700 px-3 py-1 text-sm font-bold text-white">Welcome</span>
          <p className="text-xl font-semibold">You have not placed any orders yet</p>
          <Link to="/collections" className={buttonClass}>
            Start Shopping
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="My Orders">
        <p>
          You have placed {user.orderCount} {user.orderCount === 1 ? 'order' : 'orders'} with us.
        </p>
      </PageTitle>
      <p className="rounded-2xl bg-cream-100 p-4 text-ink-700">
        The list of your orders is not shown on this page yet. For the status of an order, call{' '}
        <a href={telHref(SUPPORT_PHONE)} className="font-semibold text-maroon-700 underline">
          {SUPPORT_PHONE}
        </a>{' '}
        or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-maroon-700 underline">
          {SUPPORT_EMAIL}
        </a>{' '}
        with your order number from the confirmation email.
      </p>
    </div>
  );
}
