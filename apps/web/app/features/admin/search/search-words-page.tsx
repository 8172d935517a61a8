import type { Synonym, SynonymInput } from '@shop/shared/contracts/admin-search';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { AdminField, adminPrimaryButtonClass } from '../shared/admin-field';
import { shopDateTime } from '../shared/admin-format';
import { AdminPageHeader } from '../shared/admin-page-header';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RowAction, RowActionLabel, rowActionClass, tdClass } from '../shared/data-table';
import { EditorForm, useSaveProblem } from '../shared/editor-form';
import { ListPanel } from '../shared/list-panel';
import { useDeleteSynonym, useSaveSynonym, useSearchMisses, useSynonyms } from './search-words-api';

type Editing = { synonym?: Synonym; draft: SynonymInput };

function SynonymForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const [draft, setDraft] = useState(editing.draft);
  const problem = useSaveProblem();
  const save = useSaveSynonym();

  const submit = () => {
    problem.clear();
    save.mutate(
      { id: editing.synonym?.id, body: draft },
      {
        onSuccess: (saved) => {
          toast.success(`"${saved.term}" now finds what "${saved.equivalent}" finds`);
          onDone();
        },
        onError: problem.show,
      },
    );
  };

  return (
    <EditorForm
      title={editing.synonym ? 'Edit synonym' : 'New synonym'}
      error={problem.message}
      pending={save.isPending}
      saveLabel="Save synonym"
      onSave={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField label="Word" error={problem.fields.term} hint="What shoppers type, e.g. murli or मुरली">
          {(props) => (
            <input {...props} value={draft.term} onChange={(e) => setDraft((d) => ({ ...d, term: e.target.value }))} />
          )}
        </AdminField>
        <AdminField
          label="Means the same as"
          error={problem.fields.equivalent}
          hint="A word the catalogue uses, e.g. bansuri"
        >
          {(props) => (
            <input
              {...props}
              // The owner came here from a search that found nothing: the word is filled in, its meaning is next.
              autoFocus={editing.draft.term !== '' && !editing.synonym}
              value={draft.equivalent}
              onChange={(e) => setDraft((d) => ({ ...d, equivalent: e.target.value }))}
            />
          )}
        </AdminField>
        <p className="text-sm text-ink-700 sm:col-span-2">
          Spellings in Hindi or English letters (पोशाक, poshaak, posak) already find each other; a synonym joins
          different words.
        </p>
      </div>
    </EditorForm>
  );
}

function MissesPanel({ onAddSynonym }: { onAddSynonym: (query: string) => void }) {
  const misses = useSearchMisses();
  return (
    <ListPanel
      title="Searches that found nothing"
      query={misses}
      loading="Loading searches"
      what="searches"
      empty="Every recent search found products."
      columns={[{ label: 'Search' }, { label: 'Times', numeric: true }, { label: 'Last seen' }, { label: 'Action' }]}
    >
      {(rows) =>
        rows.map((miss) => (
          <tr key={miss.query}>
            <td className={`${tdClass} font-semibold`}>{miss.query}</td>
            <td className={`${tdClass} text-right`}>{miss.count}</td>
            <td className={tdClass}>{shopDateTime(miss.lastSeenAt)}</td>
            <td className={tdClass}>
              <RowAction action="Add synonym" row={`for ${miss.query}`} onClick={() => onAddSynonym(miss.query)} />
            </td>
          </tr>
        ))
      }
    </ListPanel>
  );
}

function SynonymsPanel({ onEdit }: { onEdit: (synonym: Synonym) => void }) {
  const synonyms = useSynonyms();
  const remove = useDeleteSynonym();
  return (
    <ListPanel
      title="Synonyms"
      query={synonyms}
      loading="Loading synonyms"
      what="synonyms"
      empty="No synonyms yet."
      columns={[{ label: 'Word' }, { label: 'Means the same as' }, { label: 'Actions' }]}
    >
      {(rows) =>
        rows.map((synonym) => (
          <tr key={synonym.id}>
            <td className={tdClass}>{synonym.term}</td>
            <td className={tdClass}>{synonym.equivalent}</td>
            <td className={tdClass}>
              <div className="flex gap-2">
                <RowAction action="Edit" row={synonym.term} onClick={() => onEdit(synonym)} />
                <ConfirmDialog
                  triggerLabel={<RowActionLabel action="Delete" row={synonym.term} />}
                  triggerClassName={rowActionClass}
                  title={`Delete "${synonym.term}" = "${synonym.equivalent}"?`}
                  description="Searches for one word no longer find what the other finds."
                  confirmLabel="Delete"
                  destructive
                  onConfirm={() =>
                    remove.mutate(synonym.id, {
                      onSuccess: () => toast.success('Synonym deleted'),
                      onError: (e) => toast.error(e.message),
                    })
                  }
                />
              </div>
            </td>
          </tr>
        ))
      }
    </ListPanel>
  );
}

/** The words search understands: synonyms, and the searches that found nothing to add them from. */
export function SearchWordsPage() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const startNew = (term = '') => setEditing({ draft: { term, equivalent: '' } });

  return (
    <>
      <AdminPageHeader
        title="Search"
        description="Words shoppers use for what the shop sells. A synonym makes either word find the same products."
        actions={
          <button type="button" className={adminPrimaryButtonClass} onClick={() => startNew()}>
            New synonym
          </button>
        }
      />
      {editing ? (
        <SynonymForm
          key={editing.synonym?.id ?? `new:${editing.draft.term}`}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-6">
        <MissesPanel onAddSynonym={startNew} />
        <SynonymsPanel
          onEdit={(synonym) => setEditing({ synonym, draft: { term: synonym.term, equivalent: synonym.equivalent } })}
        />
      </div>
    </>
  );
}
