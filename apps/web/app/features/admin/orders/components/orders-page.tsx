import { ORDER_STATUSES, PAYMENT_METHODS } from '@shop/shared/constants';
import { COD_CONFIRMATION_FILTERS } from '@shop/shared/contracts/admin-orders';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@shop/shared/money';
import { AdminCheckbox, AdminField } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { DataTable, tdClass } from '../../shared/data-table';
import { FilterButtons, FilterForm, useListFilters } from '../../shared/filter-form';
import { QueryStates } from '../../shared/list-states';
import { Pagination } from '../../shared/pagination';
import { COD_CONFIRMATION_LABELS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../order-labels';
import { shopDateTime } from '../../shared/admin-format';
import { useOrders, type OrderFilters } from '../api/list-orders';
import { BulkBooking, SelectOrderCell } from './bulk-booking';
import { OrderStatusBadge, PaymentStatusText, TestOrderBadge } from './order-status-badge';

const FILTER_KEYS = ['status', 'paymentMethod', 'confirmation', 'readyToShip', 'from', 'to', 'q'] as const;

function FilterBar({
  filters,
  onSubmit,
  onClear,
}: {
  filters: OrderFilters;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
}) {
  // FilterForm is keyed by the URL, so Back/Forward (or a link from the dashboard) refills it.
  return (
    <FilterForm
      label="Filter orders"
      filters={filters}
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
    >
      <AdminField label="Search" className="sm:col-span-2 lg:col-span-3 xl:col-span-2">
        {(props) => (
          <input
            {...props}
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder="Order id, email or phone"
          />
        )}
      </AdminField>
      <AdminField label="Status">
        {(props) => (
          <select {...props} name="status" defaultValue={filters.status ?? ''}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField label="Payment method">
        {(props) => (
          <select {...props} name="paymentMethod" defaultValue={filters.paymentMethod ?? ''}>
            <option value="">Any method</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField label="Cash on delivery">
        {(props) => (
          <select {...props} name="confirmation" defaultValue={filters.confirmation ?? ''}>
            <option value="">Any confirmation</option>
            {COD_CONFIRMATION_FILTERS.map((state) => (
              <option key={state} value={state}>
                {COD_CONFIRMATION_LABELS[state]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField label="Placed from">
        {(props) => <input {...props} name="from" type="date" defaultValue={filters.from ?? ''} />}
      </AdminField>
      <AdminField label="Placed to">
        {(props) => <input {...props} name="to" type="date" defaultValue={filters.to ?? ''} />}
      </AdminField>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3 xl:col-span-6">
        <AdminCheckbox
          name="readyToShip"
          value="true"
          defaultChecked={filters.readyToShip === 'true'}
          label="Ready to ship"
          hint="Paid, or cash on delivery confirmed; not yet booked with a courier"
        />
        <FilterButtons submitLabel="Apply filters" onClear={onClear} />
      </div>
    </FilterForm>
  );
}

/** /admin/orders: every order, filtered by what the URL says, newest first. */
export function OrdersPage() {
  const { filters, apply, submit } = useListFilters(FILTER_KEYS);
  const query = useOrders(filters);
  const goTo = (page: number) => apply({ ...filters, page });
  const readyToShip = filters.readyToShip === 'true';
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (orderId: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, orderId] : ids.filter((id) => id !== orderId)));

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Orders"
        description="Newest first. Filters stay in the address, so a filtered list can be bookmarked."
        actions={
          readyToShip ? null : (
            <Link to="/admin/orders?readyToShip=true" className="font-semibold text-maroon-700 underline">
              Orders ready to ship
            </Link>
          )
        }
      />
      <FilterBar filters={filters} onSubmit={submit} onClear={() => apply({ page: 1 })} />
      {readyToShip ? (
        <BulkBooking orders={query.data?.orders ?? []} selected={selected} onSelectedChange={setSelected} />
      ) : null}

      <QueryStates query={query} loading="Loading orders" what="orders">
        {(data) => (
          <>
            <p className="text-ink-700" aria-live="polite">
              {data.pagination.total === 0
                ? 'No orders match these filters.'
                : `${data.pagination.total} ${data.pagination.total === 1 ? 'order' : 'orders'}`}
            </p>
            <DataTable
              caption="Orders"
              captionHidden
              empty={data.orders.length === 0 ? 'No orders on this page.' : undefined}
              columns={[
                ...(readyToShip ? [{ label: 'Book' }] : []),
                { label: 'Order' },
                { label: 'Placed' },
                { label: 'Customer' },
                { label: 'Items', numeric: true },
                { label: 'Total', numeric: true },
                { label: 'Payment' },
                { label: 'Status' },
              ]}
            >
              {data.orders.map((order) => (
                <tr key={order._id}>
                  {readyToShip ? <SelectOrderCell order={order} selected={selected} onToggle={toggle} /> : null}
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
                    {formatRupees(order.totalAmount)}
                  </td>
                  <td className={tdClass}>
                    <span className="block whitespace-nowrap">{PAYMENT_METHOD_LABELS[order.payment.method]}</span>
                    {order.codConfirmation ? (
                      <span
                        className={`block text-xs whitespace-nowrap ${order.codConfirmation === 'unconfirmed' ? 'font-bold text-red-800' : 'text-ink-700'}`}
                      >
                        {COD_CONFIRMATION_LABELS[order.codConfirmation]}
                      </span>
                    ) : null}
                    <PaymentStatusText status={order.payment.status} />
                    <span className="block">
                      <TestOrderBadge testOrder={order.testOrder} />
                    </span>
                  </td>
                  <td className={tdClass}>
                    <OrderStatusBadge status={order.orderStatus} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPageChange={goTo} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
