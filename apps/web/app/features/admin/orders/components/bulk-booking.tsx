import type { AdminOrderRow } from '@shop/shared/contracts/admin-orders';
import { BULK_BOOKING_MAX, type BulkBookingResponse } from '@shop/shared/contracts/shipping';
import { useState } from 'react';
import { adminPrimaryButtonClass } from '../../shared/admin-field';
import { AdminPanel } from '../../shared/admin-panel';
import { tdClass } from '../../shared/data-table';
import { serverProblem } from '../../shared/form-errors';
import { useBookShipments } from '../api/book-shipments';
import { useShippingSettings } from '../api/get-shipping-settings';
import { COURIER_RULE_LABELS } from '../order-labels';
import { CourierRuleForm } from './courier-rule-form';

/** The labels and pickup manifest of these booked orders, as one PDF. */
export const labelsPdfUrl = (orderIds: string[]) =>
  `/api/v1/admin/shipments/labels.pdf?orderIds=${orderIds.map(encodeURIComponent).join(',')}`;

/** A row's tick box in the ready-to-ship list. */
export function SelectOrderCell({
  order,
  selected,
  onToggle,
}: {
  order: AdminOrderRow;
  selected: string[];
  onToggle: (orderId: string, on: boolean) => void;
}) {
  return (
    <td className={tdClass}>
      <input
        type="checkbox"
        className="h-5 w-5 accent-maroon-700"
        aria-label={`Select order #${order.orderNumber}`}
        checked={selected.includes(order._id)}
        onChange={(event) => onToggle(order._id, event.target.checked)}
      />
    </td>
  );
}

type Outcome = { response: BulkBookingResponse; numbers: Record<string, string> };

function Outcomes({ outcome }: { outcome: Outcome }) {
  const booked = outcome.response.results.flatMap((result) => (result.ok ? [result.orderId] : []));
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <p className="font-semibold">{outcome.response.message}</p>
      <ul className="flex flex-col gap-2" aria-label="Booking outcomes">
        {outcome.response.results.map((result) => (
          <li key={result.orderId} className="border-l-4 border-gold-400 pl-3">
            <span className="font-semibold">#{outcome.numbers[result.orderId] ?? result.orderId}</span>{' '}
            {result.ok ? (
              <>
                booked with <strong>{result.shipment.courier}</strong>, AWB <strong>{result.shipment.awb}</strong>
                {result.shipment.pickupScheduledFor ? `, pickup ${result.shipment.pickupScheduledFor}` : ''}
              </>
            ) : (
              <span className="text-red-800">not booked: {result.message}</span>
            )}
          </li>
        ))}
      </ul>
      {booked.length > 0 ? (
        <a href={labelsPdfUrl(booked)} download className="self-start font-semibold text-maroon-700 underline">
          Download labels and manifest (PDF)
        </a>
      ) : null}
    </div>
  );
}

/**
 * Above the ready-to-ship list: the owner's courier rule, and the ticked orders booked at once by it,
 * each order's outcome (courier and AWB, or why not), then one PDF of the booked ones' labels.
 */
export function BulkBooking({
  orders,
  selected,
  onSelectedChange,
}: {
  orders: AdminOrderRow[];
  selected: string[];
  onSelectedChange: (selected: string[]) => void;
}) {
  const settings = useShippingSettings();
  const bookMany = useBookShipments();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const manual = settings.data?.provider === 'manual';
  const onPage = orders.map((order) => order._id);
  const allTicked = onPage.length > 0 && onPage.every((id) => selected.includes(id));

  const book = () => {
    const numbers = Object.fromEntries(orders.map((order) => [order._id, order.orderNumber]));
    setProblem(null);
    bookMany.mutate(
      { orderIds: selected },
      {
        onSuccess: (response) => {
          setOutcome({ response, numbers });
          onSelectedChange([]);
        },
        onError: (error) => setProblem(serverProblem(error).message),
      },
    );
  };

  return (
    <AdminPanel title="Book couriers">
      <div className="flex flex-col gap-4">
        {manual ? (
          <p className="text-ink-700">
            Parcels are handed to your own courier: open each order and type its courier and AWB to book it.
          </p>
        ) : (
          <>
            <CourierRuleForm />
            <div className="flex flex-wrap items-center gap-4">
              <label className="flex items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-maroon-700"
                  checked={allTicked}
                  disabled={onPage.length === 0}
                  onChange={(event) => onSelectedChange(event.target.checked ? onPage : [])}
                />
                Select all on this page
              </label>
              <button
                type="button"
                className={adminPrimaryButtonClass}
                disabled={selected.length === 0 || selected.length > BULK_BOOKING_MAX || bookMany.isPending}
                onClick={book}
              >
                {bookMany.isPending
                  ? 'Booking...'
                  : `Book ${selected.length} selected${settings.data ? ` (${COURIER_RULE_LABELS[settings.data.courierRule].toLowerCase()})` : ''}`}
              </button>
              {selected.length > BULK_BOOKING_MAX ? (
                <p className="text-sm font-semibold text-red-800">Book at most {BULK_BOOKING_MAX} orders at once</p>
              ) : null}
            </div>
          </>
        )}
        {problem ? (
          <p role="alert" className="font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
        {outcome ? <Outcomes outcome={outcome} /> : null}
      </div>
    </AdminPanel>
  );
}
