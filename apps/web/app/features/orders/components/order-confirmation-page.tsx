import { deliveryZone, shippingMethodEta } from '@shop/shared/delivery-estimate';
import { ORDER_MESSAGES, type Order } from '@shop/shared/contracts/orders';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth/api/get-session';
import { isMissingOrder, useOrder } from '../api/get-order';
import { formatOrderDate, orderPaymentLabel, paymentMethodLabel } from '../order-display';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { NamasteMark } from './namaste-mark';
import { OrderAmounts } from './order-amounts';
import { OrderItems } from './order-items';

const primaryClass = 'rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800';
const secondaryClass =
  'rounded-full border border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-cream-100';

function Links({ orderId }: { orderId?: string }) {
  return (
    <p className="flex flex-wrap justify-center gap-3">
      <Link
        to={orderId ? `/dashboard/orders/${encodeURIComponent(orderId)}` : '/dashboard/orders'}
        className={primaryClass}
      >
        {orderId ? 'View Order' : 'View My Orders'}
      </Link>
      <Link to="/collections" className={secondaryClass}>
        Continue Shopping
      </Link>
    </p>
  );
}

function Notice({ title, children, orderId }: { title: string; children: string; orderId?: string }) {
  return (
    <div role="alert" className="flex flex-col gap-4 rounded-2xl bg-white p-6 text-center shadow-sm">
      <h1 className="font-display text-2xl font-bold text-maroon-800">{title}</h1>
      <p className="text-ink-700">{children}</p>
      <Links orderId={orderId} />
    </div>
  );
}

function Confirmation({ order }: { order: Order }) {
  const user = useSession().user;
  const awaiting = order.awaitingConfirmationUntil !== null;
  const address = order.shippingAddress;
  const cancelled = order.orderStatus === 'cancelled';
  const settled = order.payment.status === 'paid';
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-col items-center gap-2 text-center">
        <NamasteMark />
        <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">
          {awaiting ? 'Confirm your order from your email' : 'Thank you for your order!'}
        </h1>
        <p className="text-lg text-ink-900">
          Order number: <strong>#{order.orderNumber}</strong>
        </p>
        <p className="text-sm break-all text-ink-500">
          Order ID: <span data-testid="order-id">{order._id}</span>
        </p>
      </div>

      <AwaitingConfirmation order={order} />

      <dl className="grid gap-3 rounded-xl bg-cream-100 p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-700">Payment</dt>
          <dd className="font-semibold text-ink-900" data-testid="payment-state">
            {order.payment.method === 'cod' && !awaiting && !cancelled ? 'Cash on Delivery' : orderPaymentLabel(order)}
          </dd>
          <dd className="text-sm text-ink-700">
            {cancelled
              ? 'This order was cancelled.'
              : awaiting
                ? 'Cash on delivery, once you confirm it.'
                : order.payment.method === 'cod'
                  ? 'Please pay the courier when your order arrives.'
                  : settled
                    ? paymentMethodLabel(order.payment.method)
                    : 'We will confirm as soon as your payment reaches us.'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Expected delivery</dt>
          <dd className="font-semibold text-ink-900">
            {order.expectedDelivery ? `By ${formatOrderDate(order.expectedDelivery)}` : '—'}
          </dd>
          {!cancelled && (
            <dd className="text-sm text-ink-700">
              {shippingMethodEta(address.shippingMethod, deliveryZone(address))} to {address.city}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-sm text-ink-700">
            {user?.emailVerified === false ? 'Order updates' : 'Confirmation sent to'}
          </dt>
          <dd className="font-semibold break-all text-ink-900">
            {user?.emailVerified === false
              ? 'Sent to your email once it is verified'
              : (user?.email ?? 'your account email')}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="confirmation-items" className="flex flex-col gap-4">
        <h2 id="confirmation-items" className="font-display text-xl font-bold text-maroon-800">
          Order summary
        </h2>
        <OrderItems products={order.products} />
        <OrderAmounts order={order} />
      </section>

      <Links orderId={order._id} />
    </div>
  );
}

/** The thank-you page after checkout (/order-confirmation?orderId=). */
export function OrderConfirmationPage({ orderId }: { orderId: string | undefined }) {
  const query = useOrder(orderId ?? '');
  if (!orderId) {
    return (
      <Notice title="No order to show">
        This page needs an order number. Your orders and their status are in My Orders.
      </Notice>
    );
  }
  if (query.isPending) return <Spinner label="Loading your order" />;
  if (query.isError) {
    return isMissingOrder(query.error) ? (
      <Notice title={ORDER_MESSAGES.notFound}>
        We could not find this order in your account. Your orders and their status are in My Orders.
      </Notice>
    ) : (
      <Notice title={ORDER_MESSAGES.fetchFailed} orderId={orderId}>
        The details of this order could not be loaded just now. Please open it from My Orders in a moment.
      </Notice>
    );
  }
  return <Confirmation order={query.data.order} />;
}
