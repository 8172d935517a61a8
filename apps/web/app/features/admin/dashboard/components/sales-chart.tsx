import type { DailySales } from '@shop/shared/contracts/admin-dashboard';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '@shop/shared/money';
import { shopDay } from '../../shared/admin-format';
import { CompactTable, compactRowClass } from '../../shared/compact-table';

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Revenue per day for the last 30 days. The picture is for the eye; the same figures are offered
 * as a table underneath, which is what a screen reader (or someone copying numbers) uses.
 */
export function SalesChart({ days }: { days: DailySales[] }) {
  return (
    <figure className="flex flex-col gap-3">
      <div className="h-72 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, left: 8, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#f8e6c4" />
            <XAxis
              dataKey="date"
              tickFormatter={(value: string) => shopDay(value)}
              tick={{ fill: '#4d3b31', fontSize: 12 }}
              minTickGap={16}
            />
            <YAxis
              tickFormatter={(value: number) => `₹${compact.format(value)}`}
              tick={{ fill: '#4d3b31', fontSize: 12 }}
              width={56}
            />
            <Tooltip
              formatter={(value) => [formatRupees(Number(value)), 'Revenue']}
              labelFormatter={(label) => shopDay(String(label), true)}
              cursor={{ fill: '#fdf3e1' }}
            />
            <Bar dataKey="revenue" fill="#7a1f2b" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <details>
          <summary className="cursor-pointer font-semibold text-maroon-700">Show the figures as a table</summary>
          <div className="mt-3 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label="Daily sales table">
            <CompactTable
              gap="pr-4"
              columns={[{ label: 'Day' }, { label: 'Orders', numeric: true }, { label: 'Revenue', numeric: true }]}
            >
              {days.map((day) => (
                <tr key={day.date} className={compactRowClass}>
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {shopDay(day.date, true)}
                  </th>
                  <td className="py-1.5 pr-4 text-right">{day.orders}</td>
                  <td className="py-1.5 text-right">{formatRupees(day.revenue)}</td>
                </tr>
              ))}
            </CompactTable>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
