import type { ReactNode } from 'react';
import { EmptyState } from './list-states';

/** Class names for header and body cells, so every admin table lines up the same way. */
const thClass = 'px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-ink-900';
export const tdClass = 'px-3 py-2 align-top text-ink-900';

/** A column heading: `numeric` right-aligns it (figures), `hidden` keeps it for screen readers only. */
export type DataColumn = { label: string; numeric?: boolean; hidden?: boolean };

/**
 * An accessible table: a real <table> with a <caption> (screen readers announce it; pass
 * `captionHidden` to keep it for them only), scrolling sideways inside its own box on narrow
 * screens, rather than the page. `columns` become the `scope="col"` header row and the
 * children the body rows:
 *
 *   <DataTable caption="Products" captionHidden columns={[{ label: 'Name' }]}>
 *     {rows.map((row) => <tr key={row.id}><td className={tdClass}>{row.name}</td></tr>)}
 *   </DataTable>
 *
 * `empty` replaces the table when there is nothing to show.
 */
export function DataTable({
  caption,
  captionHidden = false,
  columns,
  empty,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: DataColumn[];
  /** When given, shown instead of the table (e.g. "No products match these filters."). */
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (empty) {
    return <EmptyState>{empty}</EmptyState>;
  }
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div
      className="relative overflow-x-auto rounded-lg border border-cream-200"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-sm [&_tbody_tr]:border-t [&_tbody_tr]:border-cream-200 [&_thead]:bg-cream-100">
        <caption className={captionHidden ? 'sr-only' : 'px-3 py-2 text-left font-semibold text-ink-900'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? `${thClass} text-right` : thClass}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's action drawn as a link-like button (Edit, Delete, Activate), in tables and dialogs' triggers. */
export const rowActionClass = 'text-sm font-semibold text-maroon-700 underline';

/** The action's word, and for screen readers the row it acts on: "Edit" heard as "Edit Tulsi mala". */
export function RowActionLabel({ action, row }: { action: string; row: string }) {
  return (
    <>
      {action}
      <span className="sr-only"> {row}</span>
    </>
  );
}

/** A row's action button, e.g. `<RowAction action="Edit" row={post.title} onClick={…} />`. */
export function RowAction({ action, row, onClick }: { action: string; row: string; onClick: () => void }) {
  return (
    <button type="button" className={rowActionClass} onClick={onClick}>
      <RowActionLabel action={action} row={row} />
    </button>
  );
}
