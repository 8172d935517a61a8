import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@shop/shared/money';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../orders/order-labels';
import { shopDateTime } from '../../shared/admin-format';
import { OrderStatusBadge, TestOrderBadge } from '../../orders/components/order-status-badge';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { AdminPanel } from '../../shared/admin-panel';
import { PhoneLinks } from '../../shared/phone-links';
import { DataTable, tdClass } from '../../shared/data-table';
import { StatusBadge } from '../../shared/status-badge';
import { useCustomer } from '../api/get-customer';
import { customerLabel, customerSubline } from '../customer-label';
import { LoadError } from '../../shared/list-states';

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="font-semibold break-words text-ink-900">{children}</dd>
    </div>
  );
}

const NEWSLETTER_LABELS = { active: 'Subscribed', unsubscribed: 'Unsubscribed', never: 'Never subscribed' } as const;

/** /admin/customers/:userId — one customer's profile, addresses and orders. */
export function CustomerDetailPage({ userId }: { userId: string }) {
  const query = useCustomer(userId);
  const back = (
    <Link to="/admin/customers" className={linkClass}>
      ← All customers
    </Link>
  );

  if (query.isPending) return <Spinner label="Loading customer" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="flex flex-col gap-4">
          <AdminPageHeader
            title="Customer not found"
            description="This customer does not exist, or the link is wrong."
          />
          {back}
        </div>
      );
    }
    return <LoadError what="customer" error={query.error} onRetry={() => void query.refetch()} />;
  }

  const { customer, addresses, orders } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <div>{back}</div>
      <AdminPageHeader
        title={customerLabel(customer)}
        description={customerSubline(customer)}
        actions={customer.isAdmin ? <StatusBadge tone="info">Admin</StatusBadge> : undefined}
      />

      <AdminPanel title="Profile">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Email">{customer.email || '—'}</Fact>
          <Fact label="Phone">{customer.phone ? <PhoneLinks phone={customer.phone} /> : '—'}</Fact>
          <Fact label="Joined">{shopDateTime(customer.joinedAt)}</Fact>
          <Fact label="Orders placed">{customer.orderCount}</Fact>
          <Fact label="Total spent">{formatRupees(customer.totalSpent)}</Fact>
          <Fact label="Order emails">{customer.emailNotifications ? 'Wanted' : 'Turned off'}</Fact>
          <Fact label="Newsletter">{NEWSLETTER_LABELS[customer.newsletter]}</Fact>
        </dl>
      </AdminPanel>

      <AdminPanel title="Addresses">
        {addresses.length === 0 ? (
          <p className="text-ink-700">No saved addresses.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="rounded-xl border border-cream-200 bg-cream-50 p-4">
                <p className="font-semibold text-ink-900">
                  {address.fullName} {address.isDefault ? <StatusBadge tone="success">Default</StatusBadge> : null}
                </p>
                <address className="text-ink-900 not-italic">
                  {address.address}
                  {address.apartment ? `, ${address.apartment}` : ''}
                  <br />
                  {address.city}, {address.state} {address.postalCode}
                  <br />
                  Phone: <PhoneLinks phone={address.phone} />
                </address>
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>

      <AdminPanel title="Orders">
        <DataTable
          caption={`Orders of ${customerLabel(customer)}`}
          captionHidden
          empty={orders.length === 0 ? 'No orders yet.' : undefined}
          columns={[
            { label: 'Order' },
            { label: 'Date' },
            { label: 'Status' },
            { label: 'Payment' },
            { label: 'Items', numeric: true },
            { label: 'Total', numeric: true },
          ]}
        >
          {orders.map((order) => (
            <tr key={order._id}>
              <td className={tdClass}>
                <Link to={`/admin/orders/${order._id}`} className={linkClass}>
                  #{order.orderNumber}
                </Link>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>{shopDateTime(order.placedAt ?? order.createdAt)}</td>
              <td className={tdClass}>
                <OrderStatusBadge status={order.orderStatus} /> <TestOrderBadge testOrder={order.testOrder} />
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAYMENT_STATUS_LABELS[order.paymentStatus]}
              </td>
              <td className={`${tdClass} text-right`}>{order.itemCount}</td>
              <td className={`${tdClass} text-right whitespace-nowrap`}>{formatRupees(order.totalAmount)}</td>
            </tr>
          ))}
        </DataTable>
      </AdminPanel>
    </div>
  );
}
