import { SUPPORT_EMAIL } from '@shop/shared/constants';
import { deliveryZone } from '@shop/shared/delivery-estimate';
import type { Order } from '@shop/shared/contracts/orders';
import { formatRupees } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { useFormMessage } from '../../../lib/form-messages';
import { LocaleLink, useLocale, useT } from '../../../lib/i18n';
import type { MessageId } from '../../../locales/catalogues.server';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { AddressLines } from '../../account/components/address-lines';
import { isMissingOrder, useOrder } from '../api/get-order';
import {
  formatOrderDate,
  formatOrderDateTime,
  orderPaymentLabel,
  paymentMethodLabel,
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

function Section({ id: name, title, children }: { id: string; title: string; children: ReactNode }) {
  const id = `order-${name}`;
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
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-12 text-center">
      <h1 className="font-display text-2xl font-bold text-maroon-800">{title}</h1>
      {detail ? <p className="text-ink-700">{detail}</p> : null}
      <p className="flex flex-wrap justify-center gap-3">
        <LocaleLink to="/dashboard/orders" className={outlineClass}>
          {t('orders.backToOrders')}
        </LocaleLink>
        {onRetry ? (
          <button type="button" className={primaryClass} onClick={onRetry}>
            {t('orders.tryAgain')}
          </button>
        ) : null}
      </p>
    </div>
  );
}

const REFUND_STATE = {
  pending: 'orders.refundPending',
  processed: 'orders.refundProcessed',
  failed: 'orders.refundFailed',
} as const satisfies Record<string, MessageId>;

const RETURN_STATE = {
  requested: 'orders.returnRequested',
  approved: 'orders.returnApproved',
  rejected: 'orders.returnRejected',
} as const satisfies Record<string, MessageId>;

function AfterSale({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  const { refunds, returnRequest } = order;
  if (refunds.length === 0 && !returnRequest) return null;
  return (
    <Section id="returns-and-refunds" title={t('orders.afterSale')}>
      <div className="flex flex-col gap-4">
        {returnRequest ? (
          <div data-testid="return-request">
            <p className="font-semibold text-ink-900">{t(RETURN_STATE[returnRequest.status])}</p>
            <p className="text-sm text-ink-700">
              {t('orders.askedOn', {
                date: formatOrderDate(returnRequest.createdAt, locale),
                reason: returnRequest.reason,
              })}
            </p>
            {returnRequest.resolutionNote ? (
              <p className="mt-1 rounded-lg bg-cream-100 p-2 text-sm text-ink-900">
                {t('orders.shopNote', { note: returnRequest.resolutionNote })}
              </p>
            ) : null}
          </div>
        ) : null}
        {refunds.length > 0 ? (
          <ul aria-label={t('orders.refunds')} className="flex flex-col gap-2">
            {refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  <span className="font-semibold text-ink-900">{t(REFUND_STATE[refund.status])}</span>
                  <span className="block text-sm text-ink-700">
                    {formatOrderDate(refund.createdAt, locale)}
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

function shippingMethodLabel(order: Order, delivery: ReturnType<typeof useDeliveryWords>): string {
  const method = order.shippingAddress.shippingMethod;
  return `${delivery.label(method)} (${delivery.eta(method, deliveryZone(order.shippingAddress))})`;
}

function OrderView({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  const delivery = useDeliveryWords();
  const address = order.shippingAddress;
  const orderPath = encodeURIComponent(order._id);
  return (
    <div className="flex flex-col gap-6">
      <p>
        <LocaleLink to="/dashboard/orders" className="tap-target font-semibold text-maroon-700 underline">
          ← {t('orders.backToOrders')}
        </LocaleLink>
      </p>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">
            {t('orders.orderTitle', { number: order.orderNumber })}
          </h1>
          <p className="text-ink-700">
            {withSlot(
              t('orders.placedOn', { date: SLOT }),
              <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt, locale)}</time>,
            )}
          </p>
          <p className="text-sm break-all text-ink-500">{t('orders.confirmId', { id: order._id })}</p>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
      </header>
      <AwaitingConfirmation order={order} />

      <div className="flex flex-wrap gap-3" aria-label={t('orders.actions')} role="group">
        {order.orderStatus === 'cancelled' ? null : (
          <LocaleLink to={`/track-order/${orderPath}`} className={primaryClass}>
            {t('orders.track')}
          </LocaleLink>
        )}
        <a href={supportChatHref(order, t)} target="_blank" rel="noopener noreferrer" className={outlineClass}>
          {t('orders.support')}
          <span className="sr-only">{t('orders.supportSr')}</span>
        </a>
        <a href={supportMailHref(SUPPORT_EMAIL, order, t)} className={outlineClass}>
          {t('orders.emailUs')}
        </a>
        {order.invoiceAvailable ? (
          <a href={`/api/v1/user/orders/${orderPath}/invoice.pdf`} download className={outlineClass}>
            {t('orders.invoiceDownload')}
          </a>
        ) : null}
        {order.canReturn ? <ReturnOrderDialog order={order} /> : null}
        {order.canCancel ? <CancelOrderDialog order={order} /> : null}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Section id="order-timeline" title={t('orders.timeline')}>
            <StatusTimeline order={order} />
            {order.courier || order.trackingNumber || order.parcel ? (
              <ShipmentDetails order={order} className="mt-4 text-sm" />
            ) : null}
          </Section>
          <Section id="items" title={t('orders.sectionItems')}>
            <OrderItems products={order.products} rateable={order.orderStatus === 'delivered'} />
          </Section>
          <AfterSale order={order} />
        </div>
        <div className="flex flex-col gap-6">
          <Section id="order-summary" title={t('orders.summary')}>
            <OrderAmounts order={order} />
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-700">
              <dt className="font-semibold text-ink-900">{t('orders.payment')}</dt>
              <dd>{paymentMethodLabel(order.payment.method, t)}</dd>
              <dt className="font-semibold text-ink-900">{t('orders.status')}</dt>
              <dd data-testid="payment-state">{orderPaymentLabel(order, t)}</dd>
              {order.invoiceNumber ? (
                <>
                  <dt className="font-semibold text-ink-900">{t('orders.invoice')}</dt>
                  <dd>{order.invoiceNumber}</dd>
                </>
              ) : null}
            </dl>
          </Section>
          <Section id="shipping-address" title={t('orders.sectionAddress')}>
            <AddressLines address={address} />
            <p className="break-all text-ink-700">{t('orders.email', { email: order.contactEmail })}</p>
            <p className="mt-2 text-sm text-ink-700">{shippingMethodLabel(order, delivery)}</p>
          </Section>
        </div>
      </div>
    </div>
  );
}

/** /dashboard/orders/:orderId with every state the spec names (section 2). */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const t = useT();
  const say = useFormMessage();
  const query = useOrder(orderId);
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label={t('orders.detailLoading')} />;
  if (query.isError) {
    const failed = t('orders.msgFetchFailed');
    return isMissingOrder(query.error) ? (
      <Problem
        title={t('orders.msgNotFound')}
        detail={t('orders.detailMissing')}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Problem
        title={failed}
        detail={say(query.error.message) === failed ? undefined : query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Problem title={t('orders.msgNoData')} />;
  return <OrderView order={query.data.order} />;
}
