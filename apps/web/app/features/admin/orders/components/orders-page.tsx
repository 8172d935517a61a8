import { ORDER_STATUSES, PAYMENT_METHODS } from '@shop/shared/constants';
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { adminInputClass, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { DataTable, tdClass, thClass } from '../../shared/data-table';
import { Pagination } from '../../shared/pagination';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, rupees, shopDateTime } from '../admin-format';
import { orderListSearch, useOrders, type OrderFilters } from '../api/list-orders';
import { OrderStatusBadge, PaymentStatusText } from './order-status-badge';

const FILTER_KEYS = ['status', 'paymentMethod', 'from', 'to', 'q'] as const;
const fieldClass = adminInputClass();
const buttonClass = adminPrimaryButtonClass;
const secondaryClass = adminSecondaryButtonClass;

function filtersFrom(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page') ?? '1');
  const filters: OrderFilters = { page: Number.isInteger(page) && page > 0 ? page : 1 };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

function FilterBar({ filters, onApply }: { filters: OrderFilters; onApply: (next: OrderFilters) => void }) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: OrderFilters = { page: 1 };
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    onApply(next);
  };
  // Keyed by the URL, so Back/Forward (or a link from the dashboard) refills the form.
  return (
    <form
      key={orderListSearch(filters)}
      onSubmit={submit}
      role="search"
      aria-label="Filter orders"
      className="grid gap-3 rounded-2xl border border-cream-200 bg-cream-50 p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
    >
      <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-3 xl:col-span-2">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold">
          Search
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder="Order id, email or phone"
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-semibold">
          Status
        </label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''} className={fieldClass}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-payment`} className="text-sm font-semibold">
          Payment method
        </label>
        <select
          id={`${id}-payment`}
          name="paymentMethod"
          defaultValue={filters.paymentMethod ?? ''}
          className={fieldClass}
        >
          <option value="">Any method</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm font-semibold">
          Placed from
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from ?? ''} className={fieldClass} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-sm font-semibold">
          Placed to
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? ''} className={fieldClass} />
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3 xl:col-span-6">
        <button type="submit" className={buttonClass}>
          Apply filters
        </button>
        <button type="button" className={secondaryClass} onClick={() => onApply({ page: 1 })}>
          Clear
        </button>
      </div>
    </form>
  );
}

/** /admin/orders: every order, filtered by what the URL says, newest first. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useOrders(filters);
  const apply = (next: OrderFilters) => setParams(new URLSearchParams(orderListSearch(next)));
  const goTo = (page: number) => apply({ ...filters, page });

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Orders"
        description="Newest first. Filters stay in the address, so a filtered list can be bookmarked."
      />
      <FilterBar filters={filters} onApply={apply} />

      {query.isPending ? (
        <Spinner label="Loading orders" />
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl bg-cream-100 p-6">
          <p className="font-semibold">The orders could not be loaded.</p>
          <p className="text-ink-700">{query.error.message}</p>
          <button type="button" onClick={() => void query.refetch()} className={`${buttonClass} mt-4`}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <p className="text-ink-700" aria-live="polite">
            {query.data.pagination.total === 0
              ? 'No orders match these filters.'
              : `${query.data.pagination.total} ${query.data.pagination.total === 1 ? 'order' : 'orders'}`}
          </p>
          <DataTable
            caption="Orders"
            captionHidden
            empty={query.data.orders.length === 0 ? 'No orders on this page.' : undefined}
          >
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Order
                </th>
                <th scope="col" className={thClass}>
                  Placed
                </th>
                <th scope="col" className={thClass}>
                  Customer
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Items
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Total
                </th>
                <th scope="col" className={thClass}>
                  Payment
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.orders.map((order) => (
                <tr key={order._id}>
                  <th scope="row" className={`${tdClass} text-left`}>
                    <Link
                      to={`/admin/orders/${order._id}`}
                      className="font-semibold whitespace-nowrap text-maroon-700 underline underline-offset-2"
                    >
                      #{order.orderNumber}
                    </Link>
                  </th>
                  <td className={`${tdClass} whitespace-nowrap`}>{shopDateTime(order.createdAt)}</td>
                  <td className={tdClass}>
                    <span className="block font-semibold">{order.customer.name || order.customer.email}</span>
                    <span className="block text-ink-700">{order.customer.email}</span>
                    <span className="block text-ink-700">{order.customer.phone}</span>
                  </td>
                  <td className={`${tdClass} text-right`}>{order.itemCount}</td>
                  <td className={`${tdClass} text-right font-semibold whitespace-nowrap`}>
                    {rupees(order.totalAmount)}
                  </td>
                  <td className={tdClass}>
                    <span className="block whitespace-nowrap">{PAYMENT_METHOD_LABELS[order.payment.method]}</span>
                    <PaymentStatusText status={order.payment.status} />
                  </td>
                  <td className={tdClass}>
                    <OrderStatusBadge status={order.orderStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={goTo}
          />
        </>
      )}
    </div>
  );
}
