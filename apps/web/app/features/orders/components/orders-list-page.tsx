import type { OrderSummary } from '@shop/shared/contracts/orders';
import { formatRupees } from '@shop/shared/money';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useOrders } from '../api/get-orders';
import { formatOrderDate, itemCountText, orderPaymentLabel } from '../order-display';
import { OrderItemImage } from './order-item-image';
import { OrderStatusBadge } from './order-status-badge';

const buttonClass = 'rounded-full bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800';
const outlineClass =
  'rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-700 hover:bg-cream-100';
const THUMBNAILS = 4;

function OrderRow({ order }: { order: OrderSummary }) {
  const shown = order.products.slice(0, THUMBNAILS);
  const more = order.products.length - shown.length;
  const detail = `/dashboard/orders/${encodeURIComponent(order._id)}`;
  return (
    <li
      aria-label={`Order ${order.orderNumber}`}
      className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-display text-lg font-bold text-maroon-800">
            <Link to={detail} className="hover:underline">
              Order #{order.orderNumber}
            </Link>
          </h2>
          <p className="text-sm text-ink-700">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
      <ul className="flex flex-wrap items-center gap-2" aria-label="Items">
        {shown.map((product) => (
          <li key={product._id} title={`${product.name} (size ${product.size}) × ${product.quantity}`}>
            <OrderItemImage src={product.image} alt={product.name} className="h-14 w-14" />
          </li>
        ))}
        {more > 0 ? <li className="text-sm font-semibold text-ink-700">+{more} more</li> : null}
      </ul>
      {order.orderStatus === 'delivered' ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Rate what you received">
          {order.products
            .filter((product) => product.productId)
            .map((product) => (
              <li key={product._id}>
                <Link
                  to={`/dashboard/reviews/${product.productId}`}
                  className="text-sm font-semibold text-maroon-700 underline hover:text-maroon-800"
                >
                  Rate this product<span className="sr-only"> {product.name}</span>
                </Link>
              </li>
            ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-700">
          {itemCountText(order.products)} ·{' '}
          <span className="font-bold text-ink-900">{formatRupees(order.totalAmount)}</span> · {orderPaymentLabel(order)}
        </p>
        <Link to={detail} className={outlineClass}>
          View Details<span className="sr-only"> of order {order.orderNumber}</span>
        </Link>
      </div>
    </li>
  );
}

function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (n: number) => (n === 1 ? '/dashboard/orders' : `/dashboard/orders?page=${n}`);
  return (
    <nav aria-label="Order pages" className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={outlineClass}>
          Previous
        </Link>
      ) : null}
      <span className="text-ink-700">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={href(page + 1)} className={outlineClass}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** My Orders: the shopper's orders, newest first, a page at a time. */
export function OrdersListPage({ page }: { page: number }) {
  const orders = useOrders(page);

  if (orders.isPending) return <Spinner label="Loading your orders" />;
  if (orders.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageTitle title="My Orders" />
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-cream-100 p-6">
          <p className="font-semibold text-ink-900">Failed to load your orders</p>
          <p className="text-ink-700">{orders.error.message}</p>
          <button type="button" className={buttonClass} onClick={() => void orders.refetch()}>
            Try Again
          </button>
        </div>
      </div>
    );
  }

  const { pagination } = orders.data;
  if (pagination.total === 0) {
    return (
      <div className="flex flex-col gap-6">
        <PageTitle title="My Orders" />
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-12 text-center">
          <span className="rounded-full bg-saffron-700 px-3 py-1 text-sm font-bold text-white">Welcome</span>
          <p className="text-xl font-semibold">You have not placed any orders yet</p>
          <p className="text-ink-700">
            Your first order is waiting to be placed. Dress your Laddu Gopal in something new!
          </p>
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
          {pagination.total} {pagination.total === 1 ? 'order' : 'orders'}, newest first.
        </p>
      </PageTitle>
      {orders.data.orders.length === 0 ? (
        <p className="rounded-2xl bg-cream-100 p-4 text-ink-700">
          There are no orders on this page.{' '}
          <Link to="/dashboard/orders" className="font-semibold text-maroon-700 underline">
            Go to the first page
          </Link>
        </p>
      ) : (
        <ul className={`flex flex-col gap-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`} aria-label="Orders">
          {orders.data.orders.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </ul>
      )}
      <Pagination page={pagination.page} totalPages={pagination.totalPages} />
    </div>
  );
}
