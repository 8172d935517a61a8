import type { ReactNode } from 'react';

export type CompactColumn = { label: string; numeric?: boolean };

/** A body row of a `CompactTable`. */
export const compactRowClass = 'border-b border-cream-100';

/**
 * A small borderless table for figures inside a panel (top products, low stock, an order's items,
 * daily sales): one header row from `columns` (numeric ones right-aligned), `children` as the
 * body rows. Unlike `DataTable` it has no box or caption of its own; wrap it in a labelled
 * region when it may scroll. `gap` is the space to the right of every cell but the last.
 */
export function CompactTable({
  columns,
  gap = 'pr-3',
  className = '',
  children,
}: {
  columns: CompactColumn[];
  gap?: 'pr-3' | 'pr-4';
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={['w-full', className, 'text-left text-sm'].filter(Boolean).join(' ')}>
      <thead>
        <tr className="border-b border-cream-200">
          {columns.map((column, index) => (
            <th
              key={column.label}
              scope="col"
              className={['py-2', index < columns.length - 1 ? gap : '', column.numeric ? 'text-right' : '']
                .filter(Boolean)
                .join(' ')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
