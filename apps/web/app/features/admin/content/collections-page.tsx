import { COLLECTION_TABLE_KINDS, type AdminCollection, type AdminDeity } from '@shop/shared/contracts/admin-content';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../shared/admin-field';
import { HindiFieldset } from '../shared/admin-fieldset';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminPanel } from '../shared/admin-panel';
import { DataTable, tdClass } from '../shared/data-table';
import { serverProblem, type FieldErrors } from '../shared/form-errors';
import { QueryStates } from '../shared/list-states';
import { numberFromBox } from '../shared/number-box';
import { useAdminCollections, useAdminDeities, useSaveCollection, useSaveDeity } from './content-api';

const linkButtonClass = 'text-sm font-semibold text-maroon-700 underline';

type Kind = (typeof COLLECTION_TABLE_KINDS)[number];
const KIND_LABELS: Record<Kind, string> = {
  category: 'Category',
  collection: 'Collection',
  occasion: 'Occasion',
  season: 'Season',
};

/** A collection (kind set) or a deity (no kind) as the form holds it. */
type TermDraft = {
  slug: string;
  kind?: Kind;
  name: string;
  description: string;
  sortOrder: string;
  hi: { name: string; description: string };
};

type Editing = { what: 'collection' | 'deity'; saved?: string; draft: TermDraft };

function draftOf(term: AdminDeity & { kind?: Kind }): TermDraft {
  return {
    slug: term.slug,
    kind: term.kind,
    name: term.name,
    description: term.description,
    sortOrder: String(term.sortOrder),
    hi: term.hi,
  };
}

function TermForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const [draft, setDraft] = useState(editing.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saveCollection = useSaveCollection();
  const saveDeity = useSaveDeity();
  const pending = saveCollection.isPending || saveDeity.isPending;
  const noun = editing.what === 'collection' ? 'collection' : 'deity';
  const title = editing.saved ? `Edit ${draft.name || noun}` : `New ${noun}`;
  const set = <K extends keyof TermDraft>(key: K, value: TermDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setHindi = (key: keyof TermDraft['hi'], value: string) =>
    setDraft((d) => ({ ...d, hi: { ...d.hi, [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const fields = {
      name: draft.name,
      description: draft.description,
      sortOrder: numberFromBox(draft.sortOrder),
      hi: draft.hi,
      ...(editing.saved ? {} : { slug: draft.slug }),
    };
    const handlers = {
      onSuccess: (saved: { name: string }) => {
        toast.success(`${saved.name} saved`);
        onDone();
      },
      onError: (error: unknown) => {
        const problem = serverProblem(error);
        setFormError(problem.message);
        setErrors(problem.fields);
      },
    };
    if (editing.what === 'collection') {
      saveCollection.mutate({ slug: editing.saved, body: { ...fields, kind: draft.kind ?? 'collection' } }, handlers);
    } else {
      saveDeity.mutate({ slug: editing.saved, body: fields }, handlers);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-6 grid gap-4 rounded-lg border border-cream-200 p-4"
      aria-label={title}
    >
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField label="Name" error={errors.name}>
          {(props) => <input {...props} value={draft.name} onChange={(e) => set('name', e.target.value)} />}
        </AdminField>
        <AdminField
          label="Slug"
          error={errors.slug}
          hint={editing.saved ? 'The page address; it cannot change.' : 'The page address, e.g. tulsi-mala'}
        >
          {(props) => (
            <input
              {...props}
              value={draft.slug}
              readOnly={Boolean(editing.saved)}
              onChange={(e) => set('slug', e.target.value)}
            />
          )}
        </AdminField>
        {editing.what === 'collection' ? (
          <AdminField label="Kind" error={errors.kind}>
            {(props) => (
              <select {...props} value={draft.kind} onChange={(e) => set('kind', e.target.value as Kind)}>
                {COLLECTION_TABLE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        ) : null}
        <AdminField label="Position" error={errors.sortOrder} hint="Lower numbers come first in menus.">
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={draft.sortOrder}
              onChange={(e) => set('sortOrder', e.target.value)}
            />
          )}
        </AdminField>
        <AdminField label="Description" error={errors.description} className="sm:col-span-2">
          {(props) => (
            <textarea
              {...props}
              rows={2}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </AdminField>
      </div>
      <HindiFieldset>
        <AdminField label="Hindi name" error={errors['hi.name']}>
          {(props) => (
            <input {...props} lang="hi" value={draft.hi.name} onChange={(e) => setHindi('name', e.target.value)} />
          )}
        </AdminField>
        <AdminField label="Hindi description" error={errors['hi.description']} className="sm:col-span-2">
          {(props) => (
            <textarea
              {...props}
              lang="hi"
              rows={2}
              value={draft.hi.description}
              onChange={(e) => setHindi('description', e.target.value)}
            />
          )}
        </AdminField>
      </HindiFieldset>
      <div className="flex gap-3">
        <button type="submit" className={adminPrimaryButtonClass} disabled={pending}>
          {pending ? 'Saving…' : `Save ${noun}`}
        </button>
        <button type="button" className={adminSecondaryButtonClass} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** One row per collection or deity: its names in both languages and an Edit button. */
function TermRows<T extends AdminDeity & { kind?: Kind }>({
  rows,
  onEdit,
}: {
  rows: readonly T[];
  onEdit: (term: T) => void;
}) {
  return rows.map((term) => (
    <tr key={term.slug}>
      <td className={`${tdClass} font-semibold`}>{term.name}</td>
      <td className={tdClass} lang="hi">
        {term.hi.name || <span lang="en">—</span>}
      </td>
      {term.kind ? <td className={tdClass}>{KIND_LABELS[term.kind]}</td> : null}
      <td className={tdClass}>{term.slug}</td>
      <td className={tdClass}>
        <button type="button" className={linkButtonClass} onClick={() => onEdit(term)}>
          Edit<span className="sr-only"> {term.name}</span>
        </button>
      </td>
    </tr>
  ));
}

/** Collections (with the categories, occasions and seasons) and deities, in English and Hindi. */
export function CollectionsPage() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const collections = useAdminCollections();
  const deities = useAdminDeities();
  const blank: TermDraft = { slug: '', name: '', description: '', sortOrder: '0', hi: { name: '', description: '' } };
  const edit = (what: Editing['what']) => (term: AdminDeity | AdminCollection) =>
    setEditing({ what, saved: term.slug, draft: draftOf(term) });

  return (
    <>
      <AdminPageHeader
        title="Collections"
        description="The deity, category and collection pages shoppers browse, with their Hindi names."
        actions={
          <>
            <button
              type="button"
              className={adminPrimaryButtonClass}
              onClick={() => setEditing({ what: 'collection', draft: { ...blank, kind: 'collection' } })}
            >
              New collection
            </button>
            <button
              type="button"
              className={adminSecondaryButtonClass}
              onClick={() => setEditing({ what: 'deity', draft: blank })}
            >
              New deity
            </button>
          </>
        }
      />
      {editing ? (
        <TermForm key={`${editing.what}:${editing.saved ?? 'new'}`} editing={editing} onDone={() => setEditing(null)} />
      ) : null}
      <div className="grid gap-6">
        <AdminPanel title="Deities">
          <QueryStates query={deities} loading="Loading deities" what="deities">
            {(rows) => (
              <DataTable
                caption="Deities"
                captionHidden
                columns={[{ label: 'Name' }, { label: 'Hindi name' }, { label: 'Slug' }, { label: 'Action' }]}
              >
                <TermRows rows={rows} onEdit={edit('deity')} />
              </DataTable>
            )}
          </QueryStates>
        </AdminPanel>
        <AdminPanel title="Categories and collections">
          <QueryStates query={collections} loading="Loading collections" what="collections">
            {(rows) => (
              <DataTable
                caption="Categories and collections"
                captionHidden
                columns={[
                  { label: 'Name' },
                  { label: 'Hindi name' },
                  { label: 'Kind' },
                  { label: 'Slug' },
                  { label: 'Action' },
                ]}
              >
                <TermRows rows={rows} onEdit={edit('collection')} />
              </DataTable>
            )}
          </QueryStates>
        </AdminPanel>
      </div>
    </>
  );
}
