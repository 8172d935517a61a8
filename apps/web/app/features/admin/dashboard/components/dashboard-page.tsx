import {
  CART_REMINDER_RECOVERY_DAYS,
  type AdminDashboard,
  type SalesPeriod,
  type TopProduct,
} from '@shop/shared/contracts/admin-dashboard';
import { Link } from 'react-router';
import { formatRupees } from '@shop/shared/money';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { AdminPanel, adminPanelClass } from '../../shared/admin-panel';
import { CompactTable, compactRowClass } from '../../shared/compact-table';
import { QueryStates } from '../../shared/list-states';
import { TestOrderBadge } from '../../orders/components/order-status-badge';
import { PAYMENT_METHOD_LABELS } from '../../orders/order-labels';
import { age, shopDay } from '../../shared/admin-format';
import { useDashboard } from '../api/get-dashboard';
import { BackupStatus } from './backup-status';
import { GstReportDownload } from './gst-report-download';
import { RtoRates } from './rto-rates';
import { SalesChart } from './sales-chart';

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

function PeriodCard({ title, period }: { title: string; period: SalesPeriod }) {
  const range = period.from === period.to ? shopDay(period.to) : `${shopDay(period.from)} – ${shopDay(period.to)}`;
  return (
    <section className={adminPanelClass} aria-label={title}>
      <h2 className="font-display text-lg font-bold text-maroon-800">
        {title} <span className="font-sans text-sm font-normal text-ink-700">({range})</span>
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        <div>
          <dt className="text-sm text-ink-700">Revenue</dt>
          <dd className="text-xl font-bold text-ink-900 sm:text-2xl">{formatRupees(period.revenue)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Orders</dt>
          <dd className="text-xl font-bold text-ink-900 sm:text-2xl">{period.orders}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Average order</dt>
          <dd className="text-xl font-bold text-ink-900 sm:text-2xl">{formatRupees(period.averageOrderValue)}</dd>
        </div>
      </dl>
      {period.refunds > 0 ? (
        <p className="mt-2 text-sm text-ink-700">
          {formatRupees(period.grossSales)} in orders, {formatRupees(period.refunds)} refunded
        </p>
      ) : null}
    </section>
  );
}

function TopList({ caption, products, measure }: { caption: string; products: TopProduct[]; measure: string }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-ink-900">{caption}</h3>
      {products.length === 0 ? (
        <p className="text-ink-700">No sales in the last 30 days.</p>
      ) : (
        <CompactTable
          columns={[{ label: 'Product' }, { label: 'Units', numeric: true }, { label: 'Revenue', numeric: true }]}
        >
          {products.map((product) => (
            <tr key={`${measure}-${product.productId ?? product.slug}`} className={compactRowClass}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {product.productId ? (
                  <Link to={`/admin/products/${product.productId}`} className={linkClass}>
                    {product.name}
                  </Link>
                ) : (
                  product.name
                )}
              </th>
              <td className="py-2 pr-3 text-right">{product.units}</td>
              <td className="py-2 text-right">{formatRupees(product.revenue)}</td>
            </tr>
          ))}
        </CompactTable>
      )}
    </div>
  );
}

function Dashboard({ dashboard }: { dashboard: AdminDashboard }) {
  const { periods, lowStock, awaitingShipment } = dashboard;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 xl:grid-cols-3">
        <PeriodCard title="Today" period={periods.today} />
        <PeriodCard title="Last 7 days" period={periods.last7Days} />
        <PeriodCard title="Last 30 days" period={periods.last30Days} />
      </div>

      <AdminPanel title="Sales, last 30 days">
        <SalesChart days={dashboard.dailySales} />
      </AdminPanel>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel
          title="Waiting to ship"
          action={
            <Link to="/admin/orders?status=processing" className={linkClass}>
              All {awaitingShipment.total} processing orders
            </Link>
          }
        >
          {awaitingShipment.orders.length === 0 ? (
            <p className="text-ink-700">Nothing is waiting to ship.</p>
          ) : (
            <ul className="divide-y divide-cream-200">
              {awaitingShipment.orders.map((order) => (
                <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <div>
                    <Link to={`/admin/orders/${order._id}`} className={linkClass}>
                      Order #{order.orderNumber}
                    </Link>{' '}
                    <TestOrderBadge testOrder={order.testOrder} />
                    <p className="text-sm text-ink-700">
                      {order.customerName} · {PAYMENT_METHOD_LABELS[order.paymentMethod]} ·{' '}
                      {formatRupees(order.totalAmount)}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-semibold ${
                      order.ageHours >= 48 ? 'bg-maroon-700 text-white' : 'bg-cream-100 text-ink-900'
                    }`}
                  >
                    waiting {age(order.ageHours)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>

        <AdminPanel
          title="Low stock"
          action={
            <Link to="/admin/stock" className={linkClass}>
              Manage stock
            </Link>
          }
        >
          <p className="mb-3 text-sm text-ink-700">
            {lowStock.total === 0
              ? `No size has ${lowStock.threshold} or fewer left.`
              : `${lowStock.total} ${lowStock.total === 1 ? 'size has' : 'sizes have'} ${lowStock.threshold} or fewer left.`}
          </p>
          {lowStock.variants.length > 0 ? (
            <CompactTable columns={[{ label: 'Product' }, { label: 'Size' }, { label: 'In stock', numeric: true }]}>
              {lowStock.variants.map((variant) => (
                <tr key={variant.variantId} className={compactRowClass}>
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <Link to="/admin/stock" className={linkClass}>
                      {variant.productName}
                    </Link>
                  </th>
                  <td className="py-2 pr-3">{variant.size}</td>
                  <td className={`py-2 text-right font-semibold ${variant.stock === 0 ? 'text-maroon-700' : ''}`}>
                    {variant.stock === 0 ? 'Sold out' : variant.stock}
                  </td>
                </tr>
              ))}
            </CompactTable>
          ) : null}
        </AdminPanel>
      </div>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <AdminPanel title="Top products, last 30 days">
          <div className="grid gap-6 md:grid-cols-2">
            <TopList caption="By units sold" products={dashboard.topProducts.byUnits} measure="units" />
            <TopList caption="By revenue" products={dashboard.topProducts.byRevenue} measure="revenue" />
          </div>
        </AdminPanel>
        <AdminPanel title="Returns">
          <p className="text-4xl font-bold text-ink-900">{dashboard.openReturns}</p>
          <p className="mb-3 text-ink-700">
            {dashboard.openReturns === 1 ? 'return request is' : 'return requests are'} waiting for a decision.
          </p>
          <Link to="/admin/returns" className={linkClass}>
            Open the returns queue
          </Link>
        </AdminPanel>
      </div>

      <AdminPanel title="Cash on delivery, last 30 days">
        <CodShares cod={dashboard.cashOnDelivery} />
        <Link to="/admin/orders?confirmation=unconfirmed" className={linkClass}>
          Orders to call: COD unconfirmed
        </Link>
      </AdminPanel>

      <AdminPanel title="Cart reminders, last 30 days">
        <CartReminders reminders={dashboard.cartReminders} />
      </AdminPanel>

      <RtoRates rto={dashboard.returnsToOrigin} />

      <BackupStatus />
      <GstReportDownload />

      <p className="text-sm text-ink-700">
        Revenue counts paid online orders and cash-on-delivery orders that were not cancelled, on the day they were
        placed (India time), less their refunds. The average order is before refunds.
      </p>
    </div>
  );
}

/** /admin: the day's figures, the sales chart and what needs the owner's attention. */
/** The share of cash-on-delivery orders confirmed, cancelled and refused at the door. */
function CodShares({ cod }: { cod: AdminDashboard['cashOnDelivery'] }) {
  const share = (n: number) => (cod.orders === 0 ? '—' : `${Math.round((n * 100) / cod.orders)}%`);
  const rows = [
    ['Confirmed', cod.confirmed],
    ['Cancelled', cod.cancelled],
    ['Refused at the door', cod.returnedToOrigin],
    ['Awaiting confirmation', cod.awaiting],
  ] as const;
  return (
    <dl className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="cod-shares">
      {rows.map(([label, n]) => (
        <div key={label}>
          <dt className="text-sm text-ink-700">{label}</dt>
          <dd className="text-2xl font-bold text-ink-900">
            {share(n)}{' '}
            <span className="text-sm font-normal text-ink-700">
              ({n} of {cod.orders})
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Cart reminders sent, and the orders placed within days of one (decision 0154). */
function CartReminders({ reminders }: { reminders: AdminDashboard['cartReminders'] }) {
  const figures = [
    ['Reminders sent', String(reminders.sent)],
    [`Orders within ${CART_REMINDER_RECOVERY_DAYS} days of one`, String(reminders.orders)],
    ['Revenue recovered', formatRupees(reminders.revenueRecovered)],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="cart-reminders">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-ink-700">{label}</dt>
          <dd className="text-2xl font-bold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DashboardPage() {
  const query = useDashboard();
  return (
    <div>
      <AdminPageHeader title="Dashboard" description="Sales, stock and orders that need you, in India time." />
      <QueryStates query={query} loading="Loading the dashboard" what="dashboard">
        {(dashboard) => <Dashboard dashboard={dashboard} />}
      </QueryStates>
    </div>
  );
}
