import type { AdminFestival } from '@shop/shared/contracts/festivals';
import { toast } from '../../../lib/toast';
import { AdminCheckbox } from '../shared/admin-field';
import { shopDay } from '../shared/admin-format';
import { RowAction, tdClass } from '../shared/data-table';
import { EditableListPage, useDraftEditor } from '../shared/editable-list';
import { EditorForm } from '../shared/editor-form';
import { StatusBadge } from '../shared/status-badge';
import { useAdminFestivals, useSaveFestival } from './festivals-api';

function FestivalForm({ festival, onDone }: { festival?: AdminFestival; onDone: () => void }) {
  const { draft, set, problem, field } = useDraftEditor(() => ({
    name: festival?.name ?? '',
    nameHi: festival?.nameHi ?? '',
    date: festival?.date ?? '',
    shown: festival?.shown ?? true,
  }));
  const save = useSaveFestival();

  const submit = () => {
    problem.clear();
    save.mutate(
      { id: festival?.id, body: draft },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name} saved`);
          onDone();
        },
        onError: problem.show,
      },
    );
  };

  return (
    <EditorForm
      title={festival ? `Correct ${festival.name}` : 'New festival'}
      error={problem.message}
      pending={save.isPending}
      saveLabel="Save festival"
      onSave={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('Name', 'name', { hint: 'e.g. Janmashtami' })}
        {field('Name in Hindi', 'nameHi', { lang: 'hi', hint: 'e.g. जन्माष्टमी' })}
        {field('Date (as celebrated in India)', 'date', { type: 'date' })}
        <AdminCheckbox
          label="Ask shoppers about it"
          hint="The product page asks “Arrives before …?” in the 45 days before it"
          checked={draft.shown}
          onChange={(e) => set('shown', e.target.checked)}
        />
      </div>
    </EditorForm>
  );
}

/** The festival calendar: the dates the product page's "Arrives before …?" counts to, corrected each year. */
export function FestivalsPage() {
  const festivals = useAdminFestivals();

  return (
    <EditableListPage
      title="Festival calendar"
      description="Hindu festivals move each year: correct a date here and the product page counts to it at once."
      newLabel="New festival"
      loadingText="Loading festivals…"
      rows={festivals.data}
      editor={(festival, done) => <FestivalForm festival={festival} onDone={done} />}
      emptyText="No festivals yet."
      columns={[{ label: 'Festival' }, { label: 'Date' }, { label: 'Shown' }, { label: 'Actions' }]}
      row={(f, edit) => (
        <tr>
          <td className={`${tdClass} font-semibold`}>
            {f.name}
            <span className="block font-normal" lang="hi">
              {f.nameHi}
            </span>
          </td>
          <td className={tdClass}>{shopDay(f.date, true)}</td>
          <td className={tdClass}>
            <StatusBadge tone={f.shown ? 'success' : 'neutral'}>{f.shown ? 'Asked' : 'Hidden'}</StatusBadge>
          </td>
          <td className={tdClass}>
            <RowAction action="Correct" row={`${f.name} ${f.date.slice(0, 4)}`} onClick={edit} />
          </td>
        </tr>
      )}
    />
  );
}
