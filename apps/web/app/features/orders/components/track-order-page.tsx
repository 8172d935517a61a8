import type { TrackedOrder } from '@shop/shared/contracts/orders';
import { useId, useState, type FormEvent } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useFormMessage } from '../../../lib/form-messages';
import { LocaleLink, useLocale, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { useSession } from '../../auth/api/get-session';
import { useConfirmOrderTracking } from '../api/confirm-order-tracking';
import { useOwnTrackedOrder } from '../api/get-tracked-order';
import { formatOrderDate } from '../order-display';
import { readTrackConfirm, trackRefusal } from '../track-form';
import { OrderStatusBadge } from './order-status-badge';
import { ShipmentDetails } from './shipment-details';
import { StatusTimeline } from './status-timeline';

/**
 * The answer to the form when it was posted to the page itself (before the page's script ran, or
 * without JavaScript): the order, or what was typed and why it was refused.
 */
export type PostedTrackAnswer = { order: TrackedOrder } | { problem: string; confirm: string };

export function TrackedOrderView({ order, owner }: { order: TrackedOrder; owner: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="tracked-order" className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="tracked-order" className="font-display text-2xl font-bold text-maroon-800">
            {t('orders.orderTitle', { number: order.orderNumber })}
          </h2>
          <p className="text-ink-700">
            {withSlot(
              t('orders.placedOn', { date: SLOT }),
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, locale)}</time>,
            )}
          </p>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
      <StatusTimeline order={order} />
      {order.courier || order.trackingNumber || order.parcel ? (
        <ShipmentDetails order={order} />
      ) : (
        <p className="text-ink-700">{t('orders.trackNoCourier')}</p>
      )}
      {owner ? (
        <p>
          <LocaleLink
            to={`/dashboard/orders/${encodeURIComponent(order._id)}`}
            className="tap-target font-semibold text-maroon-700 underline"
          >
            {t('orders.trackDetails')}
          </LocaleLink>
        </p>
      ) : null}
    </section>
  );
}

function ConfirmForm({ orderId, posted }: { orderId: string; posted?: PostedTrackAnswer }) {
  const t = useT();
  const say = useFormMessage();
  const ids = { input: useId(), hint: useId(), problem: useId() };
  const refused = posted && 'problem' in posted ? posted : undefined;
  const [value, setValue] = useState(refused?.confirm ?? '');
  const [problem, setProblem] = useState<string | null>(refused?.problem ?? null);
  const confirm = useConfirmOrderTracking(orderId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTrackConfirm(value);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    confirm.mutate(read.request, { onError: (error) => setProblem(trackRefusal(error)) });
  };

  const tracked = confirm.data?.order ?? (posted && 'order' in posted ? posted.order : undefined);
  if (tracked) return <TrackedOrderView order={tracked} owner={false} />;

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="track-form-title"
      className="flex max-w-xl flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm"
    >
      <h2 id="track-form-title" className="font-display text-xl font-bold text-maroon-800">
        {t('orders.trackConfirmTitle')}
      </h2>
      <label htmlFor={ids.input} className="font-semibold text-ink-900">
        {t('orders.findConfirm')}
      </label>
      <p id={ids.hint} className="-mt-2 text-sm text-ink-700">
        {t('orders.findConfirmHint')}
      </p>
      <input
        id={ids.input}
        name="confirm"
        type="text"
        inputMode="email"
        autoComplete="email"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
        aria-invalid={problem ? true : undefined}
        maxLength={254}
        className="rounded-lg border border-ink-500 px-3 py-2 text-ink-900"
      />
      {problem ? (
        <p id={ids.problem} role="alert" className="text-sm font-semibold text-red-800">
          {say(problem)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={confirm.isPending}
        className="self-start rounded-full bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70"
      >
        {confirm.isPending ? t('orders.checking') : t('orders.track')}
      </button>
    </form>
  );
}

/**
 * /track-order/:orderId: public, but nothing about the order shows until the visitor proves they
 * know its email or phone. Its signed-in owner sees it at once (the server loader asks with their cookies).
 */
export function TrackOrderPage({ orderId, posted }: { orderId: string; posted?: PostedTrackAnswer }) {
  const t = useT();
  const session = useSession();
  const own = useOwnTrackedOrder(orderId);
  const checkingOwner = session.status === 'authenticated' && own.isPending && own.fetchStatus !== 'idle';

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle title={t('orders.trackTitle')}>
        <p>{t('orders.trackIntro')}</p>
      </PageTitle>
      {own.data ? (
        <TrackedOrderView order={own.data.order} owner />
      ) : checkingOwner ? (
        <Spinner label={t('orders.trackLooking')} />
      ) : (
        <ConfirmForm orderId={orderId} posted={posted} />
      )}
    </div>
  );
}
