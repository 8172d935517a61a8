import type { AdminSet } from '@shop/shared/contracts/sets';
import { formatRupees } from '@shop/shared/money';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { AdminField, adminSecondaryButtonClass } from '../shared/admin-field';
import { Fieldset, HindiFieldset } from '../shared/admin-fieldset';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RowAction, RowActionLabel, rowActionClass, tdClass } from '../shared/data-table';
import { EditableListPage, useDraftEditor } from '../shared/editable-list';
import { EditorForm } from '../shared/editor-form';
import { StatusBadge } from '../shared/status-badge';
import { useStock } from '../stock/stock-api';
import { setDraftOf, setInputOf, type SetDraftPart } from './set-draft';
import { useAdminSets, useSaveSet, useSetSetStatus } from './sets-api';

/** Finds a size by product name or SKU (the stock list's search) and adds it as a part. */
function PartFinder({ onPick }: { onPick: (part: SetDraftPart) => void }) {
  const [q, setQ] = useState('');
  const found = useStock({ q: q.trim() || undefined, page: 1 });
  const rows = q.trim().length >= 2 ? (found.data?.rows ?? []).filter((row) => row.productStatus === 'active') : [];
  return (
    <div className="grid gap-2 sm:col-span-2">
      <AdminField label="Add a part" hint="Type a product name or SKU, then pick the size.">
        {(props) => <input {...props} type="search" value={q} onChange={(e) => setQ(e.target.value)} />}
      </AdminField>
      {rows.length > 0 ? (
        <ul className="grid gap-1">
          {rows.slice(0, 8).map((row) => (
            <li key={row.variantId}>
              <button
                type="button"
                className={adminSecondaryButtonClass}
                onClick={() => {
                  onPick({ variantId: row.variantId, label: `${row.productName} · size ${row.size}`, quantity: '1' });
                  setQ('');
                }}
              >
                Add {row.productName} · size {row.size} ({row.stock} in stock)
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SetForm({ set, onDone }: { set?: AdminSet; onDone: () => void }) {
  const { draft, set: put, problem, field } = useDraftEditor(() => setDraftOf(set));
  const save = useSaveSet();
  const errors = problem.fields;

  const submit = () => {
    problem.clear();
    save.mutate(
      { id: set?.id, body: setInputOf(draft) },
      {
        onSuccess: (saved) => {
          toast.success(set ? `Set ${saved.name} saved` : `Set ${saved.name} created`);
          onDone();
        },
        onError: problem.show,
      },
    );
  };
  const changePart = (index: number, quantity: string) =>
    put(
      'parts',
      draft.parts.map((part, i) => (i === index ? { ...part, quantity } : part)),
    );

  return (
    <EditorForm
      title={set ? `Edit set ${set.name}` : 'New set'}
      error={problem.message}
      pending={save.isPending}
      saveLabel={set ? 'Save set' : 'Create set'}
      onSave={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4">
        <Fieldset legend="The set">
          {field('Name', 'name')}
          {field('Slug', 'slug', { hint: 'The page address, e.g. janmashtami-shringar-set-size-3' })}
          <AdminField label="Description" error={errors.description} className="sm:col-span-2">
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={draft.description}
                onChange={(e) => put('description', e.target.value)}
              />
            )}
          </AdminField>
          <AdminField label="Price by" error={errors.price}>
            {(props) => (
              <select
                {...props}
                value={draft.pricing}
                onChange={(e) => put('pricing', e.target.value === 'price' ? 'price' : 'percent')}
              >
                <option value="percent">Percentage off the parts</option>
                <option value="price">A set price (₹)</option>
              </select>
            )}
          </AdminField>
          {field(draft.pricing === 'percent' ? 'Percentage off' : 'Set price (₹)', 'value', {
            mode: 'decimal',
            errorKey: draft.pricing === 'percent' ? 'discountPercent' : 'price',
            hint: draft.pricing === 'percent' ? '1 to 90' : undefined,
          })}
        </Fieldset>
        <HindiFieldset>
          {field('Name (Hindi)', 'nameHi', { lang: 'hi' })}
          <AdminField label="Description (Hindi)" error={errors.descriptionHi} className="sm:col-span-2">
            {(props) => (
              <textarea
                {...props}
                lang="hi"
                rows={3}
                value={draft.descriptionHi}
                onChange={(e) => put('descriptionHi', e.target.value)}
              />
            )}
          </AdminField>
        </HindiFieldset>
        <Fieldset legend="Parts (at least 2)">
          {errors.parts ? <p className="text-sm text-red-800 sm:col-span-2">{errors.parts}</p> : null}
          <ul className="grid gap-2 sm:col-span-2">
            {draft.parts.map((part, index) => (
              <li key={part.variantId} className="flex flex-wrap items-end gap-3">
                <span className="min-w-48 flex-1 py-2">{part.label}</span>
                <AdminField label="Quantity" error={errors[`parts.${index}.quantity`] ?? errors[`parts.${index}`]}>
                  {(props) => (
                    <input
                      {...props}
                      inputMode="numeric"
                      className={`${props.className} w-20`}
                      value={part.quantity}
                      onChange={(e) => changePart(index, e.target.value)}
                    />
                  )}
                </AdminField>
                <button
                  type="button"
                  className={rowActionClass}
                  onClick={() =>
                    put(
                      'parts',
                      draft.parts.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove <span className="sr-only">{part.label}</span>
                </button>
              </li>
            ))}
          </ul>
          <PartFinder
            onPick={(picked) =>
              draft.parts.some((part) => part.variantId === picked.variantId)
                ? undefined
                : put('parts', [...draft.parts, picked])
            }
          />
        </Fieldset>
      </div>
    </EditorForm>
  );
}

/** Complete shringar sets: their parts, price and the stock the parts allow; create, edit, hide and show. */
export function SetsPage() {
  const sets = useAdminSets();
  const setStatus = useSetSetStatus();
  return (
    <EditableListPage
      title="Complete sets"
      description="Sizes of your products sold together at a set price. A set's stock is what its parts allow; selling one takes every part."
      newLabel="New set"
      loadingText="Loading sets…"
      rows={sets.data}
      editor={(set, done) => <SetForm set={set} onDone={done} />}
      emptyText="No sets yet."
      columns={[
        { label: 'Set' },
        { label: 'Parts' },
        { label: 'Price' },
        { label: 'Stock', numeric: true },
        { label: 'Status' },
        { label: 'Actions' },
      ]}
      row={(s, edit) => (
        <tr>
          <td className={`${tdClass} font-semibold`}>{s.name}</td>
          <td className={`${tdClass} text-xs`}>
            {s.parts
              .map((part) => `${part.productName} (${part.size})${part.quantity > 1 ? ` × ${part.quantity}` : ''}`)
              .join(' · ')}
          </td>
          <td className={tdClass}>
            {formatRupees(s.price)} <s className="text-xs text-ink-500">{formatRupees(s.mrp)}</s>
            <span className="block text-xs">
              {s.fixedPrice !== null ? 'Set price' : `${s.discountPercent}% off the parts`}
            </span>
          </td>
          <td className={`${tdClass} text-right`}>{s.stock}</td>
          <td className={tdClass}>
            <StatusBadge tone={s.status === 'active' ? 'success' : 'neutral'}>
              {s.status === 'active' ? 'Shown' : 'Hidden'}
            </StatusBadge>
          </td>
          <td className={tdClass}>
            <div className="flex gap-2">
              <RowAction action="Edit" row={s.name} onClick={edit} />
              <ConfirmDialog
                triggerLabel={<RowActionLabel action={s.status === 'active' ? 'Hide' : 'Show'} row={s.name} />}
                triggerClassName={rowActionClass}
                title={s.status === 'active' ? `Hide ${s.name}?` : `Show ${s.name}?`}
                description={
                  s.status === 'active'
                    ? 'Shoppers no longer see it; carts holding it lose it. Its orders keep it.'
                    : 'Shoppers can see and buy it again.'
                }
                confirmLabel={s.status === 'active' ? 'Hide' : 'Show'}
                destructive={s.status === 'active'}
                onConfirm={() =>
                  setStatus.mutate(
                    { id: s.id, status: s.status === 'active' ? 'hidden' : 'active' },
                    {
                      onSuccess: (saved) =>
                        toast.success(`${saved.name} ${saved.status === 'active' ? 'shown' : 'hidden'}`),
                      onError: (e) => toast.error(e.message),
                    },
                  )
                }
              />
            </div>
          </td>
        </tr>
      )}
    />
  );
}
