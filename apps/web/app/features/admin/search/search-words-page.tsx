import type { Synonym, SynonymInput } from '@shop/shared/contracts/admin-search';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../shared/admin-field';
import { shopDateTime } from '../shared/admin-format';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminPanel } from '../shared/admin-panel';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { DataTable, tdClass } from '../shared/data-table';
import { serverProblem, type FieldErrors } from '../shared/form-errors';
import { EmptyState, QueryStates } from '../shared/list-states';
import { useDeleteSynonym, useSaveSynonym, useSearchMisses, useSynonyms } from './search-words-api';

const linkButtonClass = 'text-sm font-semibold text-maroon-700 underline';

type Editing = { synonym?: Synonym; draft: SynonymInput };

function SynonymForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const [draft, setDraft] = useState(editing.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveSynonym();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    save.mutate(
      { id: editing.synonym?.id, body: draft },
      {
        onSuccess: (saved) => {
          toast.success(`"${saved.term}" now finds what "${saved.equivalent}" finds`);
          onDone();
        },
        onError: (error) => {
          const problem = serverProblem(error);
          setFormError(problem.message);
          setErrors(problem.fields);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-6 grid gap-4 rounded-lg border border-cream-200 p-4 sm:grid-cols-2"
      aria-label={editing.synonym ? 'Edit synonym' : 'New synonym'}
    >
      <h2 className="text-lg font-bold text-ink-900 sm:col-span-2">
        {editing.synonym ? 'Edit synonym' : 'New synonym'}
      </h2>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <AdminField label="Word" error={errors.term} hint="What shoppers type, e.g. murli or मुरली">
        {(props) => (
          <input {...props} value={draft.term} onChange={(e) => setDraft((d) => ({ ...d, term: e.target.value }))} />
        )}
      </AdminField>
      <AdminField label="Means the same as" error={errors.equivalent} hint="A word the catalogue uses, e.g. bansuri">
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
        Spellings in Hindi or English letters (पोशाक, poshaak, posak) already find each other; a synonym joins different
        words.
      </p>
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className={adminPrimaryButtonClass} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save synonym'}
        </button>
        <button type="button" className={adminSecondaryButtonClass} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function MissesPanel({ onAddSynonym }: { onAddSynonym: (query: string) => void }) {
  const misses = useSearchMisses();
  return (
    <AdminPanel title="Searches that found nothing">
      <QueryStates query={misses} loading="Loading searches" what="searches">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>Every recent search found products.</EmptyState>
          ) : (
            <DataTable
              caption="Searches that found nothing"
              captionHidden
              columns={[
                { label: 'Search' },
                { label: 'Times', numeric: true },
                { label: 'Last seen' },
                { label: 'Action' },
              ]}
            >
              {rows.map((miss) => (
                <tr key={miss.query}>
                  <td className={`${tdClass} font-semibold`}>{miss.query}</td>
                  <td className={`${tdClass} text-right`}>{miss.count}</td>
                  <td className={tdClass}>{shopDateTime(miss.lastSeenAt)}</td>
                  <td className={tdClass}>
                    <button type="button" className={linkButtonClass} onClick={() => onAddSynonym(miss.query)}>
                      Add synonym<span className="sr-only"> for {miss.query}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryStates>
    </AdminPanel>
  );
}

function SynonymsPanel({ onEdit }: { onEdit: (synonym: Synonym) => void }) {
  const synonyms = useSynonyms();
  const remove = useDeleteSynonym();
  return (
    <AdminPanel title="Synonyms">
      <QueryStates query={synonyms} loading="Loading synonyms" what="synonyms">
        {(rows) => (
          <DataTable
            caption="Synonyms"
            captionHidden
            empty={rows.length === 0 ? 'No synonyms yet.' : undefined}
            columns={[{ label: 'Word' }, { label: 'Means the same as' }, { label: 'Actions' }]}
          >
            {rows.map((synonym) => (
              <tr key={synonym.id}>
                <td className={tdClass}>{synonym.term}</td>
                <td className={tdClass}>{synonym.equivalent}</td>
                <td className={tdClass}>
                  <div className="flex gap-2">
                    <button type="button" className={linkButtonClass} onClick={() => onEdit(synonym)}>
                      Edit<span className="sr-only"> {synonym.term}</span>
                    </button>
                    <ConfirmDialog
                      triggerLabel={
                        <>
                          Delete<span className="sr-only"> {synonym.term}</span>
                        </>
                      }
                      triggerClassName={linkButtonClass}
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
            ))}
          </DataTable>
        )}
      </QueryStates>
    </AdminPanel>
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
      <div className="grid gap-6">
        <MissesPanel onAddSynonym={startNew} />
        <SynonymsPanel
          onEdit={(synonym) => setEditing({ synonym, draft: { term: synonym.term, equivalent: synonym.equivalent } })}
        />
      </div>
    </>
  );
}
