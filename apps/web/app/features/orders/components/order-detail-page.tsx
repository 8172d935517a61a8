import { SUPPORT_CHAT_URL, SUPPORT_EMAIL } from '@shop/shared/constants';
import { ORDER_MESSAGES, type Order } from '@shop/shared/contracts/orders';
import { formatRupees } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { AddressLines } from '../../account/components/address-lines';
import { isMissingOrder, useOrder } from '../api/get-order';
import {
  formatOrderDate,
  formatOrderDateTime,
  orderPaymentLabel,
  paymentMethodLabel,
  shippingMethodLabel,
  supportChatHref,
  supportMailHref,
} from '../order-display';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderAmounts } from './order-amounts';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status-badge';
import { ReturnOrderDialog } from './return-order-dialog';
import { ShipmentDetails } from './shipment-details';
import { StatusTimeline } from './status-timeline';

const primaryClass = 'rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white hover:bg-maroon-800';
const outlineClass = 'rounded-full border border-maroon-700 px-5 py-2 font-semibold text-maroon-700 hover:bg-cream-100';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-cream-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-3 font-display text-lg font-bold text-maroon-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Problem({ title, detail, onRetry }: { title: string; detail?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-12 text-center">
      <h1 className="font-display text-2xl font-bold text-maroon-800">{title}</h1>
      {detail ? <p className="text-ink-700">{detail}</p> : null}
      <p className="flex flex-wrap justify-center gap-3">
        <Link to="/dashboard/orders" className={outlineClass}>
          Back to Orders
        </Link>
        {onRetry ? (
          <button type="button" className={primaryClass} onClick={onRetry}>
            Try Again
          </button>
        ) : null}
      </p>
    </div>
  );
}

const REFUND_STATE = {
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund delayed: we are retrying it',
} as const;

const RETURN_STATE = {
  requested: 'Return requested: the shop is reviewing it',
  approved: 'Return approved',
  rejected: 'Return not accepted',
} as const;

function AfterSale({ order }: { order: Order }) {
  const { refunds, returnRequest } = order;
  if (refunds.length === 0 && !returnRequest) return null;
  return (
    <Section title="Returns and refunds">
      <div className="flex flex-col gap-4">
        {returnRequest ? (
          <div data-testid="return-request">
            <p className="font-semibold text-ink-900">{RETURN_STATE[returnRequest.status]}</p>
            <p className="text-sm text-ink-700">
              Asked on {formatOrderDate(returnRequest.createdAt)}: “{returnRequest.reason}”
            </p>
            {returnRequest.resolutionNote ? (
              <p className="mt-1 rounded-lg bg-cream-100 p-2 text-sm text-ink-900">
                Note from the shop: {returnRequest.resolutionNote}
              </p>
            ) : null}
          </div>
        ) : null}
        {refunds.length > 0 ? (
          <ul aria-label="Refunds" className="flex flex-col gap-2">
            {refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  <span className="font-semibold text-ink-900">{REFUND_STATE[refund.status]}</span>
                  <span className="block text-sm text-ink-700">
                    {formatOrderDate(refund.createdAt)}
                    {refund.reason ? ` · ${refund.reason}` : ''}
                  </span>
                </span>
                <span className="font-semibold">{formatRupees(refund.amount)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}

function OrderView({ order }: { order: Order }) {
  const address = order.shippingAddress;
  const orderPath = encodeURIComponent(order._id);
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/dashboard/orders" className="font-semibold text-maroon-700 underline">
          ← Back to Orders
        </Link>
      </p>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">Order #{order.orderNumber}</h1>
          <p className="text-ink-700">
            Placed on <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time>
          </p>
          <p className="text-sm break-all text-ink-500">Order ID: {order._id}</p>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
      </header>
      <AwaitingConfirmation order={order} />

      <div className="flex flex-wrap gap-3" aria-label="Order actions" role="group">
        {order.orderStatus === 'cancelled' ? null : (
          <Link to={`/track-order/${orderPath}`} className={primaryClass}>
            Track Order
          </Link>
        )}
        <a
          href={supportChatHref(SUPPORT_CHAT_URL, order)}
          target="_blank"
          rel="noopener noreferrer"
          className={outlineClass}
        >
          Contact Support<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
        </a>
        <a href={supportMailHref(SUPPORT_EMAIL, order)} className={outlineClass}>
          Email us
        </a>
        {order.invoiceAvailable ? (
          <a href={`/api/v1/user/orders/${orderPath}/invoice.pdf`} download className={outlineClass}>
            Download Invoice
          </a>
        ) : null}
        {order.canReturn ? <ReturnOrderDialog order={order} /> : null}
        {order.canCancel ? <CancelOrderDialog order={order} /> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Section title="Order timeline">
            <StatusTimeline order={order} />
            {order.courier || order.trackingNumber ? <ShipmentDetails order={order} className="mt-4 text-sm" /> : null}
          </Section>
          <Section title="Items">
            <OrderItems products={order.products} rateable={order.orderStatus === 'delivered'} />
          </Section>
          <AfterSale order={order} />
        </div>
        <div className="flex flex-col gap-6">
          <Section title="Order summary">
            <OrderAmounts order={order} />
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-700">
              <dt className="font-semibold text-ink-900">Payment</dt>
              <dd>{paymentMethodLabel(order.payment.method)}</dd>
              <dt className="font-semibold text-ink-900">Status</dt>
              <dd data-testid="payment-state">{orderPaymentLabel(order)}</dd>
              {order.invoiceNumber ? (
                <>
                  <dt className="font-semibold text-ink-900">Invoice</dt>
                  <dd>{order.invoiceNumber}</dd>
                </>
              ) : null}
            </dl>
          </Section>
          <Section title="Shipping address">
            <AddressLines address={address} />
            <p className="break-all text-ink-700">Email: {order.contactEmail}</p>
            <p className="mt-2 text-sm text-ink-700">{shippingMethodLabel(address)}</p>
          </Section>
        </div>
      </div>
    </div>
  );
}

/** /dashboard/orders/:orderId with every state the spec names (section 2). */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label="Loading order details" />;
  if (query.isError) {
    return isMissingOrder(query.error) ? (
      <Problem
        title={ORDER_MESSAGES.notFound}
        detail="It may belong to another account, or the link may be incomplete."
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Problem
        title={ORDER_MESSAGES.fetchFailed}
        detail={query.error.message === ORDER_MESSAGES.fetchFailed ? undefined : query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Problem title={ORDER_MESSAGES.noData} />;
  return <OrderView order={query.data.order} />;
}
