import type { UseQueryResult } from '../../../lib/query';
import type { ReactNode } from 'react';
import { AdminPanel } from './admin-panel';
import { DataTable, type DataColumn } from './data-table';
import { QueryStates } from './list-states';

/**
 * A titled panel holding one unpaged list as a table (articles, deities, synonyms): the spinner
 * or load error of `query`, then the table captioned with the title for screen readers, or the
 * `empty` sentence when there are no rows. `children` draws the body rows.
 */
export function ListPanel<Row>({
  title,
  query,
  loading,
  what,
  columns,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<Row[]>;
  /** The spinner's label, e.g. "Loading articles". */
  loading: string;
  /** Fills "The … could not be loaded." */
  what: string;
  columns: DataColumn[];
  /** Shown instead of the table when the list is empty; without it an empty table is drawn. */
  empty?: string;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <AdminPanel title={title}>
      <QueryStates query={query} loading={loading} what={what}>
        {(rows) => (
          <DataTable caption={title} captionHidden empty={rows.length === 0 ? empty : undefined} columns={columns}>
            {children(rows)}
          </DataTable>
        )}
      </QueryStates>
    </AdminPanel>
  );
}
