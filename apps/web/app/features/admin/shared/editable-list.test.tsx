// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditableListPage, useDraftEditor } from './editable-list';

afterEach(cleanup);

type Sale = { id: string; name: string };

function SaleEditor({ sale, onDone }: { sale?: Sale; onDone: () => void }) {
  const { field } = useDraftEditor(() => ({ name: sale?.name ?? '' }));
  return (
    <form aria-label={sale ? `Edit ${sale.name}` : 'New sale'}>
      {field('Name', 'name')}
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

function Page({ rows }: { rows: Sale[] | undefined }) {
  return (
    <EditableListPage
      title="Festival sales"
      description="Sales start and end by themselves."
      newLabel="New sale"
      loadingText="Loading sales…"
      emptyText="No sales yet."
      columns={[{ label: 'Sale' }, { label: 'Actions' }]}
      rows={rows}
      editor={(sale, done) => <SaleEditor sale={sale} onDone={done} />}
      row={(sale, edit) => (
        <tr>
          <td>{sale.name}</td>
          <td>
            <button type="button" onClick={edit}>
              Edit {sale.name}
            </button>
          </td>
        </tr>
      )}
    />
  );
}

describe('A list the owner edits in place', () => {
  it('says it is loading, then that there is nothing yet', () => {
    const { rerender } = render(<Page rows={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading sales…');
    rerender(<Page rows={[]} />);
    expect(screen.getByText('No sales yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens an empty editor for a new row and the filled one for a row, one at a time, and closes it', () => {
    render(<Page rows={[{ id: 'a', name: 'Janmashtami sale' }]} />);
    expect(screen.getByRole('table', { name: 'Festival sales' }).textContent).toContain('Janmashtami sale');
    fireEvent.click(screen.getByRole('button', { name: 'New sale' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Janmashtami sale' }));
    expect(screen.queryByRole('form', { name: 'New sale' })).toBeNull();
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Janmashtami sale');
    fireEvent.change(name, { target: { value: 'Diwali sale' } });
    expect(name.value).toBe('Diwali sale');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });
});
