import { COLLECTION_TABLE_KINDS, type AdminCollection, type AdminDeity } from '@shop/shared/contracts/admin-content';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass, SlugField } from '../shared/admin-field';
import { HindiFieldset } from '../shared/admin-fieldset';
import { AdminPageHeader } from '../shared/admin-page-header';
import { RowAction, tdClass } from '../shared/data-table';
import { EditorForm, useSaveProblem } from '../shared/editor-form';
import { ListPanel } from '../shared/list-panel';
import { numberFromBox } from '../shared/number-box';
import { useAdminCollections, useAdminDeities, useSaveCollection, useSaveDeity } from './content-api';

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
  const problem = useSaveProblem();
  const errors = problem.fields;
  const saveCollection = useSaveCollection();
  const saveDeity = useSaveDeity();
  const noun = editing.what === 'collection' ? 'collection' : 'deity';
  const set = <K extends keyof TermDraft>(key: K, value: TermDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setHindi = (key: keyof TermDraft['hi'], value: string) =>
    setDraft((d) => ({ ...d, hi: { ...d.hi, [key]: value } }));

  const submit = () => {
    problem.clear();
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
      onError: problem.show,
    };
    if (editing.what === 'collection') {
      saveCollection.mutate({ key: editing.saved, body: { ...fields, kind: draft.kind ?? 'collection' } }, handlers);
    } else {
      saveDeity.mutate({ key: editing.saved, body: fields }, handlers);
    }
  };

  return (
    <EditorForm
      title={editing.saved ? `Edit ${draft.name || noun}` : `New ${noun}`}
      error={problem.message}
      pending={saveCollection.isPending || saveDeity.isPending}
      saveLabel={`Save ${noun}`}
      onSave={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField label="Name" error={errors.name}>
          {(props) => <input {...props} value={draft.name} onChange={(e) => set('name', e.target.value)} />}
        </AdminField>
        <SlugField
          value={draft.slug}
          fixed={Boolean(editing.saved)}
          example="tulsi-mala"
          error={errors.slug}
          onChange={(slug) => set('slug', slug)}
        />
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
    </EditorForm>
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
        <RowAction action="Edit" row={term.name} onClick={() => onEdit(term)} />
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
      <div className="grid grid-cols-1 gap-6">
        <ListPanel
          title="Deities"
          query={deities}
          loading="Loading deities"
          what="deities"
          columns={[{ label: 'Name' }, { label: 'Hindi name' }, { label: 'Slug' }, { label: 'Action' }]}
        >
          {(rows) => <TermRows rows={rows} onEdit={edit('deity')} />}
        </ListPanel>
        <ListPanel
          title="Categories and collections"
          query={collections}
          loading="Loading collections"
          what="collections"
          columns={[
            { label: 'Name' },
            { label: 'Hindi name' },
            { label: 'Kind' },
            { label: 'Slug' },
            { label: 'Action' },
          ]}
        >
          {(rows) => <TermRows rows={rows} onEdit={edit('collection')} />}
        </ListPanel>
      </div>
    </>
  );
}
