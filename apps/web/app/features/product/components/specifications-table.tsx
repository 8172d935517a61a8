import type { SpecificationRow } from '../specification-rows';

export function SpecificationsTable({ rows, caption }: { rows: SpecificationRow[]; caption: string }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-cream-200 last:border-0">
            <th scope="row" className="w-2/5 py-2 pr-4 align-top font-semibold text-ink-900">
              {row.label}
            </th>
            <td lang={row.lang} className="py-2 text-ink-700">
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
