import { phoneForDisplay } from '@shop/shared/account-rules';
import { deliveryZone } from '@shop/shared/delivery-estimate';
import type { Order } from '@shop/shared/contracts/orders';
import { Spinner } from '../../../components/ui/spinner';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { LocaleLink, useLocale, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { useSession } from '../../auth/api/get-session';
import { isMissingOrder, useOrder } from '../api/get-order';
import { formatOrderDate, formatOrderDateTime, orderPaymentLabel, paymentMethodLabel } from '../order-display';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { NamasteMark } from './namaste-mark';
import { OrderAmounts } from './order-amounts';
import { OrderItems } from './order-items';

const primaryClass = 'rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800';
const secondaryClass =
  'rounded-full border border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-cream-100';

function Links({ orderId }: { orderId?: string }) {
  const t = useT();
  return (
    <p className="flex flex-wrap justify-center gap-3">
      <LocaleLink
        to={orderId ? `/dashboard/orders/${encodeURIComponent(orderId)}` : '/dashboard/orders'}
        className={primaryClass}
      >
        {orderId ? t('orders.viewOrder') : t('orders.viewMyOrders')}
      </LocaleLink>
      <LocaleLink to="/collections" className={secondaryClass}>
        {t('orders.continueShopping')}
      </LocaleLink>
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

/** The delivery phone (ten digits) as the shopper reads their own number. */
const deliveryPhone = (digits: string) => phoneForDisplay(`+91${digits}`);

/**
 * A placed cash-on-delivery order waiting for the answer to its WhatsApp or SMS message (decision
 * 0046): where the message went, what to do in it, how long they have, and what happens after.
 */
function ConfirmByMessage({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  const ask = order.confirmByMessage;
  if (!ask || !order.placedAt) return null;
  const minutes = Math.round((Date.parse(ask.until) - Date.parse(order.placedAt)) / 60_000);
  const words = {
    phone: phoneForDisplay(ask.phone),
    minutes,
    time: formatOrderDateTime(ask.until, locale),
  };
  return (
    <section
      aria-labelledby="confirm-by-message"
      data-testid="confirm-by-message"
      className="flex flex-col gap-2 rounded-2xl border border-gold-400 bg-cream-100 p-4"
    >
      <h2 id="confirm-by-message" className="font-display text-lg font-bold text-maroon-800">
        {ask.channel === 'whatsapp' ? t('orders.confirmOnWhatsapp') : t('orders.confirmOnSms')}
      </h2>
      <p className="text-ink-900">
        {ask.channel === 'whatsapp' ? t('orders.confirmByWhatsapp', words) : t('orders.confirmBySms', words)}
      </p>
      <p className="text-ink-700">{t('orders.confirmUnanswered')}</p>
    </section>
  );
}

function Confirmation({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  const delivery = useDeliveryWords();
  const user = useSession().user;
  const awaiting = order.awaitingConfirmationUntil !== null;
  const askedByMessage = order.confirmByMessage !== null;
  const address = order.shippingAddress;
  const cancelled = order.orderStatus === 'cancelled';
  const settled = order.payment.status === 'paid';
  // An account with no email hears about its order on the delivery phone only.
  const byPhoneOnly = user?.email === '';
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-col items-center gap-2 text-center">
        <NamasteMark />
        <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">
          {awaiting ? t('orders.confirmFromEmail') : t('orders.confirmThanks')}
        </h1>
        <p className="text-lg text-ink-900">
          {withSlot(
            t('orders.confirmNumber', { number: SLOT }),
            <strong data-testid="order-number">#{order.orderNumber}</strong>,
          )}
        </p>
      </div>

      <AwaitingConfirmation order={order} />
      <ConfirmByMessage order={order} />

      <dl className="grid gap-3 rounded-xl bg-cream-100 p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-700">{t('orders.payment')}</dt>
          <dd className="font-semibold text-ink-900" data-testid="payment-state">
            {order.payment.method === 'cod' && !awaiting && !cancelled
              ? t('orders.payCod')
              : orderPaymentLabel(order, t)}
          </dd>
          <dd className="text-sm text-ink-700">
            {cancelled
              ? t('orders.confirmWasCancelled')
              : awaiting || askedByMessage
                ? t('orders.confirmCodOnceConfirmed')
                : order.payment.method === 'cod'
                  ? t('orders.confirmPayCourier')
                  : settled
                    ? paymentMethodLabel(order.payment.method, t)
                    : t('orders.confirmAwaitPayment')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">{t('orders.expected')}</dt>
          <dd className="font-semibold text-ink-900">
            {order.expectedDelivery ? t('orders.by', { date: formatOrderDate(order.expectedDelivery, locale) }) : '—'}
          </dd>
          {!cancelled && (
            <dd className="text-sm text-ink-700">
              {t('orders.etaTo', {
                eta: delivery.eta(address.shippingMethod, deliveryZone(address)),
                city: address.city,
              })}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-sm text-ink-700">
            {user?.emailVerified === false || byPhoneOnly ? t('orders.updates') : t('orders.sentTo')}
          </dt>
          <dd className="font-semibold break-all text-ink-900">
            {byPhoneOnly
              ? t('orders.updatesByPhone', {
                  // A cash-on-delivery order's texts go to the account's proven phone (decision 0127).
                  phone:
                    order.payment.method === 'cod' && user?.phone
                      ? phoneForDisplay(user.phone)
                      : deliveryPhone(address.phone),
                })
              : user?.emailVerified === false
                ? t('orders.updatesOnceVerified')
                : (user?.email ?? t('orders.yourEmail'))}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="confirmation-items" className="flex flex-col gap-4">
        <h2 id="confirmation-items" className="font-display text-xl font-bold text-maroon-800">
          {t('orders.summary')}
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
  const t = useT();
  const query = useOrder(orderId ?? '');
  if (!orderId) return <Notice title={t('orders.noneTitle')}>{t('orders.noneBody')}</Notice>;
  if (query.isPending) return <Spinner label={t('orders.loading')} />;
  if (query.isError) {
    return isMissingOrder(query.error) ? (
      <Notice title={t('orders.msgNotFound')}>{t('orders.missingBody')}</Notice>
    ) : (
      <Notice title={t('orders.msgFetchFailed')} orderId={orderId}>
        {t('orders.failedBody')}
      </Notice>
    );
  }
  return <Confirmation order={query.data.order} />;
}
