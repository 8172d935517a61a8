import type { AdminOrder } from '@shop/shared/contracts/admin-orders';
import { PAYMENT_PROVIDER_LABELS } from '@shop/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@shop/shared/money';
import { Breadcrumb } from '../../../../components/ui/breadcrumb';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../order-labels';
import { shopDateTime } from '../../shared/admin-format';
import { AdminPanel } from '../../shared/admin-panel';
import { CompactTable, compactRowClass } from '../../shared/compact-table';
import { PhoneLinks } from '../../shared/phone-links';
import { useOrder } from '../api/get-order';
import {
  adminPrimaryButtonClass as primaryButtonClass,
  adminSecondaryButtonClass as secondaryButtonClass,
} from '../../shared/admin-field';
import { BookCourierPanel } from './book-courier-panel';
import { OrderRefundForm } from './order-refund-form';
import { CodConfirmationActions } from './cod-confirmation-actions';
import { OrderStatusActions } from './order-status-actions';
import { ReceivedBackAction } from './received-back-action';
import { OrderStatusBadge, TestOrderBadge } from './order-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-ink-700">{label}</dt>
      <dd className="text-right font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const base = `/api/v1/admin/orders/${encodeURIComponent(order._id)}`;
  const address = order.shippingAddress;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">Order #{order.orderNumber}</h1>
          <p className="text-ink-700">Placed {shopDateTime(order.placedAt ?? order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <TestOrderBadge testOrder={order.testOrder} />
          <OrderStatusBadge status={order.orderStatus} />
        </div>
      </header>

      <AdminPanel title="Actions">
        <div className="flex flex-col gap-4">
          <CodConfirmationActions order={order} />
          <OrderStatusActions order={order} />
          <ReceivedBackAction order={order} />
          <div className="flex flex-wrap gap-4">
            {order.invoiceAvailable ? (
              <a href={`${base}/invoice.pdf`} download className="font-semibold text-maroon-700 underline">
                Download invoice (PDF)
              </a>
            ) : null}
            <a href={`${base}/packing-slip.pdf`} download className="font-semibold text-maroon-700 underline">
              Download packing slip (PDF)
            </a>
          </div>
        </div>
      </AdminPanel>

      <BookCourierPanel order={order} />

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Customer">
          <p className="font-semibold">{order.customer.name || 'No name given'}</p>
          <p>
            <a href={`mailto:${order.customer.email}`} className="text-maroon-700 underline">
              {order.customer.email}
            </a>
          </p>
          {order.contactEmail !== order.customer.email ? (
            <p className="text-ink-700">Contact for this order: {order.contactEmail}</p>
          ) : null}
        </AdminPanel>
        <AdminPanel title="Delivery address">
          <address className="not-italic">
            {address.fullName}
            <br />
            {address.address}
            {address.apartment ? (
              <>
                <br />
                {address.apartment}
              </>
            ) : null}
            {address.landmark ? (
              <>
                <br />
                Landmark: {address.landmark}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.postalCode}
            <br />
            Phone: <PhoneLinks phone={address.phone} />
          </address>
          {order.courier || order.trackingNumber ? (
            <p className="mt-3">
              Shipped with <strong>{order.courier}</strong>, tracking number <strong>{order.trackingNumber}</strong>
            </p>
          ) : null}
        </AdminPanel>
      </div>

      <AdminPanel title="Items">
        {/* A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Ordered items">
          <CompactTable
            className="min-w-[32rem]"
            columns={[
              { label: 'Product' },
              { label: 'Size' },
              { label: 'Qty', numeric: true },
              { label: 'Price', numeric: true },
              { label: 'Line total', numeric: true },
            ]}
          >
            {order.products.map((item) => (
              <tr key={item._id} className={compactRowClass}>
                <th scope="row" className="py-2 pr-3 font-normal">
                  {item.name}
                </th>
                <td className="py-2 pr-3">{item.size}</td>
                <td className="py-2 pr-3 text-right">{item.quantity}</td>
                <td className="py-2 pr-3 text-right">{formatRupees(item.price)}</td>
                <td className="py-2 text-right">{formatRupees(Math.round(item.price * item.quantity * 100) / 100)}</td>
              </tr>
            ))}
          </CompactTable>
        </div>
      </AdminPanel>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Amounts and payment">
          <dl>
            <Row label="Subtotal">{formatRupees(order.subtotal)}</Row>
            {order.discount > 0 ? (
              <Row label={`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`}>
                −{formatRupees(order.discount)}
              </Row>
            ) : null}
            <Row label="Shipping">{order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}</Row>
            <Row label="Total">{formatRupees(order.totalAmount)}</Row>
            <Row label="Payment method">{PAYMENT_METHOD_LABELS[order.payment.method]}</Row>
            <Row label="Payment status">{PAYMENT_STATUS_LABELS[order.payment.status]}</Row>
            <Row label="Paid through">{PAYMENT_PROVIDER_LABELS[order.paymentProvider]}</Row>
            <Row label="Paid">{formatRupees(order.paidAmount)}</Row>
            <Row label="Refunded">{formatRupees(order.refundedAmount)}</Row>
          </dl>
          {order.refunds.length > 0 ? (
            <ul className="mt-3 divide-y divide-cream-200 text-sm">
              {order.refunds.map((refund) => (
                <li key={refund.id} className="py-2">
                  {formatRupees(refund.amount)} · {refund.status} · {shopDateTime(refund.createdAt)}
                  {refund.reason ? <span className="block text-ink-700">{refund.reason}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </AdminPanel>
        <AdminPanel title="Refund">
          <OrderRefundForm order={order} />
        </AdminPanel>
      </div>

      {order.returnRequest ? (
        <AdminPanel title="Return request">
          <p>
            <strong>
              {order.returnRequest.status === 'requested' ? 'Waiting for a decision' : order.returnRequest.status}
            </strong>{' '}
            · asked {shopDateTime(order.returnRequest.createdAt)}
          </p>
          <p className="mt-1">Reason: {order.returnRequest.reason}</p>
          {order.returnRequest.resolutionNote ? (
            <p className="mt-1">Note: {order.returnRequest.resolutionNote}</p>
          ) : null}
          {order.returnRequest.status === 'requested' ? (
            <Link to="/admin/returns" className="mt-2 inline-block font-semibold text-maroon-700 underline">
              Decide in the returns queue
            </Link>
          ) : null}
        </AdminPanel>
      ) : null}

      <AdminPanel title="Status history">
        <ol className="flex flex-col gap-2">
          {order.statusHistory.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="border-l-4 border-gold-400 pl-3">
              <span className="font-semibold">{ORDER_STATUS_LABELS[entry.status]}</span>{' '}
              <span className="text-ink-700">· {shopDateTime(entry.at)}</span>
              {entry.note ? <span className="block text-sm text-ink-700">{entry.note}</span> : null}
            </li>
          ))}
        </ol>
      </AdminPanel>
    </div>
  );
}

/** /admin/orders/:orderId */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  return (
    <div>
      <Breadcrumb items={[{ label: 'Orders', to: '/admin/orders' }, { label: 'Order details' }]} />
      {query.isPending ? (
        <Spinner label="Loading the order" />
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl bg-cream-100 p-6">
          <h1 className="font-display text-2xl font-bold text-maroon-800">
            {query.error instanceof ApiError && query.error.status === 404
              ? 'Order not found'
              : 'Failed to fetch order details'}
          </h1>
          <p className="text-ink-700">{query.error.message}</p>
          <div className="mt-4 flex gap-3">
            <Link to="/admin/orders" className={secondaryButtonClass}>
              Back to Orders
            </Link>
            <button type="button" className={primaryButtonClass} onClick={() => void query.refetch()}>
              Try Again
            </button>
          </div>
        </div>
      ) : (
        <OrderDetail order={query.data} />
      )}
    </div>
  );
}
