import type { OrderSummary } from '@shop/shared/contracts/orders';
import { formatRupees } from '@shop/shared/money';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { englishFallback, LocaleLink, useLocale, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { useOrders } from '../api/get-orders';
import { formatOrderDate, itemCountText, orderPaymentLabel } from '../order-display';
import { OrderItemImage } from './order-item-image';
import { OrderStatusBadge } from './order-status-badge';

const buttonClass = 'rounded-full bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800';
const outlineClass =
  'rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-700 hover:bg-cream-100';
const THUMBNAILS = 4;

function OrderRow({ order }: { order: OrderSummary }) {
  const t = useT();
  const locale = useLocale();
  const shown = order.products.slice(0, THUMBNAILS);
  const more = order.products.length - shown.length;
  const detail = `/dashboard/orders/${encodeURIComponent(order._id)}`;
  return (
    <li
      aria-label={t('orders.listOrderLabel', { number: order.orderNumber })}
      className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-display text-lg font-bold text-maroon-800">
            <LocaleLink to={detail} className="tap-target hover:underline">
              {t('orders.orderTitle', { number: order.orderNumber })}
            </LocaleLink>
          </h2>
          <p className="text-sm text-ink-700">
            {withSlot(
              t('orders.placedOn', { date: SLOT }),
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, locale)}</time>,
            )}
          </p>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
      <ul className="flex flex-wrap items-center gap-2" aria-label={t('orders.sectionItems')}>
        {shown.map((product) => (
          <li
            key={product._id}
            title={t('orders.listThumb', { name: product.name, size: product.size, quantity: product.quantity })}
          >
            <OrderItemImage
              src={product.image}
              alt={product.name}
              {...englishFallback(product, 'name')}
              className="h-14 w-14"
            />
          </li>
        ))}
        {more > 0 ? (
          <li className="text-sm font-semibold text-ink-700">{t('orders.listMore', { count: more })}</li>
        ) : null}
      </ul>
      {order.orderStatus === 'delivered' ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('orders.listRateLabel')}>
          {order.products
            .filter((product) => product.productId)
            .map((product) => (
              <li key={product._id}>
                <LocaleLink
                  to={`/dashboard/reviews/${product.productId}`}
                  className="tap-target text-sm font-semibold text-maroon-700 underline hover:text-maroon-800"
                >
                  {t('orders.rate')}
                  <span className="sr-only" {...englishFallback(product, 'name')}>
                    {' '}
                    {product.name}
                  </span>
                </LocaleLink>
              </li>
            ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-700">
          {itemCountText(order.products, t)} ·{' '}
          <span className="font-bold text-ink-900">{formatRupees(order.totalAmount)}</span> ·{' '}
          {orderPaymentLabel(order, t)}
        </p>
        <LocaleLink to={detail} className={outlineClass}>
          {t('orders.listView')}
          <span className="sr-only">{t('orders.listViewSr', { number: order.orderNumber })}</span>
        </LocaleLink>
      </div>
    </li>
  );
}

function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useT();
  if (totalPages <= 1) return null;
  const href = (n: number) => (n === 1 ? '/dashboard/orders' : `/dashboard/orders?page=${n}`);
  return (
    <nav aria-label={t('orders.listPages')} className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <LocaleLink to={href(page - 1)} className={outlineClass}>
          {t('orders.prev')}
        </LocaleLink>
      ) : null}
      <span className="text-ink-700">{t('orders.pageOf', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <LocaleLink to={href(page + 1)} className={outlineClass}>
          {t('orders.next')}
        </LocaleLink>
      ) : null}
    </nav>
  );
}

/** My Orders: the shopper's orders, newest first, a page at a time. */
export function OrdersListPage({ page }: { page: number }) {
  const t = useT();
  const orders = useOrders(page);

  if (orders.isPending) return <Spinner label={t('orders.listLoading')} />;
  if (orders.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageTitle title={t('orders.listTitle')} />
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-cream-100 p-6">
          <p className="font-semibold text-ink-900">{t('orders.listFailed')}</p>
          <p className="text-ink-700">{orders.error.message}</p>
          <button type="button" className={buttonClass} onClick={() => void orders.refetch()}>
            {t('orders.tryAgain')}
          </button>
        </div>
      </div>
    );
  }

  const { pagination } = orders.data;
  if (pagination.total === 0) {
    return (
      <div className="flex flex-col gap-6">
        <PageTitle title={t('orders.listTitle')} />
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-12 text-center">
          <span className="rounded-full bg-saffron-700 px-3 py-1 text-sm font-bold text-white">
            {t('orders.welcome')}
          </span>
          <p className="text-xl font-semibold">{t('orders.listEmpty')}</p>
          <p className="text-ink-700">{t('orders.listEmptyNote')}</p>
          <LocaleLink to="/collections" className={buttonClass}>
            {t('orders.startShopping')}
          </LocaleLink>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('orders.listTitle')}>
        <p>{t('orders.listCount', { count: pagination.total })}</p>
      </PageTitle>
      {orders.data.orders.length === 0 ? (
        <p className="rounded-2xl bg-cream-100 p-4 text-ink-700">
          {t('orders.listEmptyPage')}{' '}
          <LocaleLink to="/dashboard/orders" className="font-semibold text-maroon-700 underline">
            {t('orders.listFirstPage')}
          </LocaleLink>
        </p>
      ) : (
        <ul
          className={`flex flex-col gap-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-label={t('orders.listOrders')}
        >
          {orders.data.orders.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </ul>
      )}
      <Pagination page={pagination.page} totalPages={pagination.totalPages} />
    </div>
  );
}
