import type { ReactNode } from 'react';

/** Class names for header and body cells, so every admin table lines up the same way. */
export const thClass = 'px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-ink-900';
export const tdClass = 'px-3 py-2 align-top text-ink-900';

/**
 * An accessible table: a real <table> with a <caption> (screen readers announce it; pass
 * `captionHidden` to keep it for them only), scrolling sideways inside its own box on narrow
 * screens, rather than the page. Give it <thead>/<tbody> children with `scope="col"` headers.
 *
 *   <DataTable caption="Products" captionHidden>
 *     <thead><tr><th scope="col" className={thClass}>Name</th></tr></thead>
 *     <tbody>{rows.map((row) => <tr key={row.id}><td className={tdClass}>{row.name}</td></tr>)}</tbody>
 *   </DataTable>
 *
 * `empty` replaces the table when there is nothing to show.
 */
export function DataTable({
  caption,
  captionHidden = false,
  empty,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  /** When given, shown instead of the table (e.g. "No products match these filters."). */
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (empty) {
    return <p className="rounded-lg border border-cream-200 bg-cream-50 px-4 py-6 text-center text-ink-700">{empty}</p>;
  }
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div className="overflow-x-auto rounded-lg border border-cream-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm [&_tbody_tr]:border-t [&_tbody_tr]:border-cream-200 [&_thead]:bg-cream-100">
        <caption className={captionHidden ? 'sr-only' : 'px-3 py-2 text-left font-semibold text-ink-900'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
