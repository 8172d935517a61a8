import type { AdminDashboard, RtoShare } from '@shop/shared/contracts/admin-dashboard';
import type { DeliveryZone } from '@shop/shared/delivery-estimate';
import { AdminPanel } from '../../shared/admin-panel';
import { shopDay } from '../../shared/admin-format';
import { CompactTable, compactRowClass } from '../../shared/compact-table';
import { PAYMENT_METHOD_LABELS } from '../../orders/order-labels';

/** The zones of the delivery rule (delivery-estimate.ts), as the owner reads them. */
const ZONE_LABELS: Record<DeliveryZone, string> = {
  metro: 'Metro cities',
  rest_of_india: 'Rest of India',
  north_east: 'North-east',
  remote: 'Remote areas',
};

const COLUMNS = [
  { label: '' },
  { label: 'Parcels ended', numeric: true },
  { label: 'Returned', numeric: true },
  { label: 'RTO rate', numeric: true },
];

function ShareTable({ caption, rows }: { caption: string; rows: { label: string; share: RtoShare }[] }) {
  return (
    <section aria-label={caption}>
      <h3 className="mb-1 font-semibold text-ink-900">{caption}</h3>
      <CompactTable columns={[{ ...COLUMNS[0]!, label: caption.replace(/^By /, '') }, ...COLUMNS.slice(1)]}>
        {rows.map(({ label, share }) => (
          <tr key={label} className={compactRowClass}>
            <th scope="row" className="py-2 pr-3 font-normal">
              {label}
            </th>
            <td className="py-2 pr-3 text-right">{share.ended}</td>
            <td className="py-2 pr-3 text-right">{share.returnedToOrigin}</td>
            <td className="py-2 text-right font-semibold">{share.rate === null ? '—' : `${share.rate}%`}</td>
          </tr>
        ))}
      </CompactTable>
    </section>
  );
}

/** How many parcels come back to the shop (RTO), by the delivery zone and by the way of paying. */
export function RtoRates({ rto }: { rto: AdminDashboard['returnsToOrigin'] }) {
  return (
    <AdminPanel title={`Returned to origin, orders placed ${shopDay(rto.from)} – ${shopDay(rto.to)}`}>
      <div className="grid gap-6 md:grid-cols-2" data-testid="rto-rates">
        <ShareTable
          caption="By delivery zone"
          rows={rto.byZone.map((share) => ({ label: ZONE_LABELS[share.zone], share }))}
        />
        <ShareTable
          caption="By payment"
          rows={rto.byPaymentMethod.map((share) => ({ label: PAYMENT_METHOD_LABELS[share.paymentMethod], share }))}
        />
      </div>
      <p className="mt-3 text-sm text-ink-700">
        The rate is the parcels returned to origin out of those that ended their journey (delivered, or returned to
        origin); parcels still on their way are not counted yet.
      </p>
    </AdminPanel>
  );
}
