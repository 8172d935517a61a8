import { Fragment, useState, type ReactNode } from 'react';
import { AdminField, adminPrimaryButtonClass } from './admin-field';
import { AdminPageHeader } from './admin-page-header';
import { DataTable, type DataColumn } from './data-table';
import { useSaveProblem } from './editor-form';

type FieldOptions = {
  hint?: string;
  type?: string;
  mode?: 'decimal' | 'numeric';
  lang?: string;
  /** Where the server names this box's error, when not by the draft's key (`discount.value`). */
  errorKey?: string;
};

/**
 * An editor's draft (its boxes as strings and flags), the server's refusal of its last save, and
 * `field()`: a labelled text box bound to one of the draft's strings, showing that box's refusal.
 */
export function useDraftEditor<D extends object>(initial: () => D) {
  const [draft, setDraft] = useState(initial);
  const problem = useSaveProblem();
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const field = (label: string, key: keyof D & string, extra: FieldOptions = {}) => (
    <AdminField label={label} error={problem.fields[extra.errorKey ?? key]} hint={extra.hint}>
      {(props) => (
        <input
          {...props}
          type={extra.type ?? 'text'}
          inputMode={extra.mode}
          lang={extra.lang}
          value={draft[key] as string}
          onChange={(e) => set(key, e.target.value as D[typeof key])}
        />
      )}
    </AdminField>
  );
  return { draft, set, problem, field };
}

/**
 * A list the owner edits in place (coupons, festival sales): the page's header with its "New"
 * button, the editor opened above the list for a new row or the one being edited, then the table
 * once it is loaded, captioned with the page's title for screen readers. The page draws the
 * editor and each row; this keeps which row is open.
 */
export function EditableListPage<T extends { id: string }>({
  title,
  description,
  newLabel,
  loadingText,
  emptyText,
  columns,
  rows,
  editor,
  row,
}: {
  title: string;
  description: string;
  newLabel: string;
  loadingText: string;
  emptyText: string;
  columns: DataColumn[];
  /** Undefined while loading. */
  rows: T[] | undefined;
  /** The editor of `item` (undefined: a new one); `done` closes it. */
  editor: (item: T | undefined, done: () => void) => ReactNode;
  /** One row of the table (a `<tr>`); `edit` opens the editor on it. */
  row: (item: T, edit: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <button type="button" className={adminPrimaryButtonClass} onClick={() => setEditing('new')}>
            {newLabel}
          </button>
        }
      />
      {editing ? (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {editor(editing === 'new' ? undefined : editing, () => setEditing(null))}
        </Fragment>
      ) : null}
      {!rows ? (
        <p role="status">{loadingText}</p>
      ) : (
        <DataTable caption={title} captionHidden empty={rows.length === 0 ? emptyText : undefined} columns={columns}>
          {rows.map((item) => (
            <Fragment key={item.id}>{row(item, () => setEditing(item))}</Fragment>
          ))}
        </DataTable>
      )}
    </>
  );
}
