import type { AdminOrder } from '@shop/shared/contracts/admin-orders';
import { SHIPPING_MESSAGES, type BookShipmentRequest, type ShipmentDto } from '@shop/shared/contracts/shipping';
import { formatRupees } from '@shop/shared/money';
import { isReadyToShip } from '@shop/shared/order-rules';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../../../lib/toast';
import { ActionDialog, Field } from '../../shared/action-dialog';
import { adminPrimaryButtonClass } from '../../shared/admin-field';
import { shopDateTime, shopDay } from '../../shared/admin-format';
import { AdminPanel } from '../../shared/admin-panel';
import { serverProblem, type FieldErrors } from '../../shared/form-errors';
import { useBookShipment } from '../api/book-shipment';
import { useOrderCouriers } from '../api/get-order-couriers';
import { useOrderShipment } from '../api/get-order-shipment';
import { useShippingSettings } from '../api/get-shipping-settings';
import { COURIER_RULE_LABELS } from '../order-labels';
import { labelsPdfUrl } from './bulk-booking';

/** Whether the order may be booked now: the same rule the server books by. */
export const readyToShip = (order: AdminOrder) =>
  isReadyToShip({
    status: order.orderStatus,
    paymentMethod: order.payment.method,
    paymentStatus: order.payment.status,
    codConfirmation: order.codConfirmation,
  });

const isWebAddress = (url: string | null): url is string => url !== null && /^(https?:\/\/|\/)/i.test(url);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-1">
      <dt className="text-ink-700">{label}</dt>
      <dd className="text-right font-semibold break-all text-ink-900">{children}</dd>
    </div>
  );
}

/** The booked parcel: courier, AWB, its tracking page, label, pickup and the courier's date, then its scans. */
function BookedParcel({ order, shipment }: { order: AdminOrder; shipment: ShipmentDto }) {
  const scans = order.parcel?.scans ?? [];
  const expectedBy = order.parcel?.expectedBy ?? shipment.expectedBy;
  return (
    <div className="flex flex-col gap-4">
      <dl>
        <Row label="Courier">{shipment.courier}</Row>
        <Row label="AWB">{shipment.awb}</Row>
        {/* As the courier gave it: its own local time ("2026-11-30 12:00:00"). */}
        <Row label="Pickup">{shipment.pickupScheduledFor ?? 'Not scheduled'}</Row>
        <Row label="Courier's expected delivery">{expectedBy ? shopDay(expectedBy, true) : 'Not given yet'}</Row>
      </dl>
      <div className="flex flex-wrap gap-4">
        {isWebAddress(shipment.trackingUrl) ? (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-maroon-700 underline"
          >
            Courier's tracking page
          </a>
        ) : null}
        {/* The courier's own label; the shop's own is the PDF below. */}
        {isWebAddress(shipment.labelUrl) && shipment.labelUrl !== labelsPdfUrl([order._id]) ? (
          <a href={shipment.labelUrl} download className="font-semibold text-maroon-700 underline">
            Download label (PDF)
          </a>
        ) : null}
        <a href={labelsPdfUrl([order._id])} download className="font-semibold text-maroon-700 underline">
          Download label and manifest (PDF)
        </a>
      </div>
      {scans.length > 0 ? (
        <ol aria-label="Courier scans, newest first" className="flex flex-col gap-2">
          {scans.map((scan) => (
            <li key={`${scan.at}-${scan.status}`} className="border-l-4 border-gold-400 pl-3">
              <span className="font-semibold">{scan.status}</span>{' '}
              <span className="text-ink-700">· {shopDateTime(scan.at)}</span>
              {scan.location ? <span className="block text-sm text-ink-700">{scan.location}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-ink-700">No scans from the courier yet.</p>
      )}
    </div>
  );
}

/** The couriers that take this parcel, to pick one, or the owner's rule (the default choice). */
function CourierChoice({ orderId, rule }: { orderId: string; rule: string }) {
  const couriers = useOrderCouriers(orderId, true);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink-900">Courier</legend>
      <label className="flex items-start gap-2">
        <input type="radio" name="courierId" value="" defaultChecked className="mt-1 h-4 w-4 accent-maroon-700" />
        <span>Use my rule ({rule.toLowerCase()})</span>
      </label>
      {couriers.isPending ? <p className="text-sm text-ink-700">Asking which couriers reach this PIN...</p> : null}
      {couriers.isError ? (
        <p className="text-sm font-semibold text-red-800">{serverProblem(couriers.error).message}</p>
      ) : null}
      {couriers.data?.couriers.map((courier) => (
        <label key={courier.courierId} className="flex items-start gap-2">
          <input type="radio" name="courierId" value={courier.courierId} className="mt-1 h-4 w-4 accent-maroon-700" />
          <span>
            <span className="font-semibold">{courier.name}</span> · {formatRupees(courier.price)} ·{' '}
            {courier.days === 1 ? '1 day' : `${courier.days} days`} · COD {courier.codAllowed ? 'yes' : 'no'}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The order's courier: booked, its parcel (label, pickup, tracking, scans); ready, "Book courier"
 * (a courier picked from those that reach the PIN, or the owner's rule; with the manual carrier,
 * the courier and AWB typed). Its own panel, so the order page's other panels sit beside it.
 */
export function BookCourierPanel({ order }: { order: AdminOrder }) {
  const id = useId();
  const shipment = useOrderShipment(order._id);
  const settings = useShippingSettings();
  const book = useBookShipment(order._id);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const ready = readyToShip(order);

  if (shipment.data?.shipment) {
    return (
      <AdminPanel title="Courier">
        <BookedParcel order={order} shipment={shipment.data.shipment} />
      </AdminPanel>
    );
  }
  if (!ready || !shipment.data || !settings.data) return null;
  const manual = settings.data.provider === 'manual';

  const openDialog = (next: boolean) => {
    setProblem(null);
    setFields({});
    setOpen(next);
  };

  const submit = (form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const body: BookShipmentRequest = manual
      ? { courier: text('courier'), trackingNumber: text('trackingNumber') }
      : text('courierId')
        ? { courierId: text('courierId') }
        : {};
    setProblem(null);
    setFields({});
    book.mutate(body, {
      onSuccess: (response) => {
        toast.success(response.message || SHIPPING_MESSAGES.booked);
        setOpen(false);
      },
      onError: (error) => {
        const refusal = serverProblem(error);
        setProblem(refusal.message);
        setFields(refusal.fields);
      },
    });
  };

  return (
    <AdminPanel title="Courier">
      <div className="flex flex-col gap-3">
        <p className="text-ink-700">
          {manual
            ? 'Ready to ship: type the courier and AWB you were given; the customer is told at once.'
            : 'Ready to ship: the courier picks the parcel up, and the customer is told the courier and AWB.'}
        </p>
        <button type="button" className={`${adminPrimaryButtonClass} self-start`} onClick={() => openDialog(true)}>
          Book courier
        </button>
      </div>
      {open ? (
        <ActionDialog
          open
          onOpenChange={openDialog}
          title="Book a courier"
          description="The order is marked shipped and the customer is told its courier and AWB."
          confirmLabel="Book courier"
          busyLabel="Booking..."
          busy={book.isPending}
          error={problem}
          onConfirm={submit}
        >
          {manual ? (
            <>
              <Field id={`${id}-courier`} label="Courier" name="courier" required error={fields.courier} />
              <Field
                id={`${id}-awb`}
                label="AWB (tracking number)"
                name="trackingNumber"
                required
                error={fields.trackingNumber}
              />
            </>
          ) : (
            <CourierChoice orderId={order._id} rule={COURIER_RULE_LABELS[settings.data.courierRule]} />
          )}
        </ActionDialog>
      ) : null}
    </AdminPanel>
  );
}
