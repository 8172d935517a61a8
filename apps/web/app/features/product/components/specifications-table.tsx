import type { SpecificationRow } from '../specification-rows';

/** The rows' look, written once on the table rather than on each of its cells. */
const ROWS =
  '[&_tr]:border-b [&_tr]:border-cream-200 [&_tr]:last:border-0 [&_th]:w-2/5 [&_th]:py-2 [&_th]:pr-4 [&_th]:align-top [&_th]:font-semibold [&_th]:text-ink-900 [&_td]:py-2 [&_td]:text-ink-700';

export function SpecificationsTable({ rows, caption }: { rows: SpecificationRow[]; caption: string }) {
  return (
    <table className={`w-full border-collapse text-left text-sm ${ROWS}`}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td lang={row.lang}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
