import { COUPON_TYPES } from '@shop/shared/constants';
import type { AdminCoupon } from '@shop/shared/contracts/admin-coupons';
import { toast } from '../../../lib/toast';
import { useCatalogueOptions } from '../products/api/get-catalogue-options';
import { AdminCheckbox, AdminField } from '../shared/admin-field';
import { shopDate } from '../shared/admin-format';
import { TermCheckboxes } from '../shared/choice-fields';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RowAction, RowActionLabel, rowActionClass, tdClass } from '../shared/data-table';
import { EditableListPage, useDraftEditor } from '../shared/editable-list';
import { EditorForm } from '../shared/editor-form';
import { StatusBadge } from '../shared/status-badge';
import { couponDraftOf, couponInputOf, type CouponDraft } from './coupon-draft';
import { useAdminCoupons, useSaveCoupon, useSetCouponActive } from './coupons-api';

function CouponForm({ coupon, onDone }: { coupon?: AdminCoupon; onDone: () => void }) {
  const { draft, set, problem, field } = useDraftEditor(() => couponDraftOf(coupon));
  const errors = problem.fields;
  const save = useSaveCoupon();
  const options = useCatalogueOptions();

  const submit = () => {
    problem.clear();
    save.mutate(
      { key: coupon?.id, body: couponInputOf(draft) },
      {
        onSuccess: (saved) => {
          toast.success(coupon ? `Coupon ${saved.code} saved` : `Coupon ${saved.code} created`);
          onDone();
        },
        onError: problem.show,
      },
    );
  };

  return (
    <EditorForm
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      error={problem.message}
      pending={save.isPending}
      saveLabel={coupon ? 'Save coupon' : 'Create coupon'}
      onSave={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {field('Code', 'code', { hint: 'Saved in capitals, e.g. DIWALI15' })}
        {field('Description', 'description')}
        <AdminField label="Type" error={errors.discountType}>
          {(props) => (
            <select
              {...props}
              value={draft.discountType}
              onChange={(e) => set('discountType', e.target.value as CouponDraft['discountType'])}
            >
              {COUPON_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type === 'percentage' ? 'Percentage off' : 'Flat amount off (₹)'}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        {field(draft.discountType === 'percentage' ? 'Value (%)' : 'Value (₹)', 'discountValue', {
          mode: 'decimal',
          hint: draft.discountType === 'percentage' ? '1 to 100' : undefined,
        })}
        {field('Minimum order (₹)', 'minOrder', { mode: 'decimal' })}
        {field('Maximum discount (₹)', 'maxDiscount', { mode: 'decimal', hint: 'Empty: no cap' })}
        {field('Per-customer limit', 'perUserLimit', { mode: 'numeric', hint: 'Empty: no limit' })}
        {field('Usage limit (all customers)', 'usageLimit', { mode: 'numeric', hint: 'Empty: no limit' })}
        {field('Starts', 'startsAt', { type: 'datetime-local', hint: 'Empty: at once' })}
        {field('Ends', 'endsAt', { type: 'datetime-local', hint: 'Empty: never' })}
        <div className="grid content-start gap-2">
          <AdminCheckbox
            label="First order only"
            checked={draft.firstOrderOnly}
            onChange={(e) => set('firstOrderOnly', e.target.checked)}
          />
          <AdminCheckbox label="Active" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
        </div>
        <TermCheckboxes
          legend="Eligible categories (none ticked: the whole cart)"
          error={errors.eligibleCategories}
          terms={options.data?.categories}
          selected={draft.eligibleCategories}
          onChange={(next) => set('eligibleCategories', next)}
          className="sm:col-span-2 lg:col-span-3"
          gridClassName="sm:grid-cols-2 lg:grid-cols-4"
        />
      </div>
    </EditorForm>
  );
}

function describe(c: AdminCoupon): string {
  const value = c.discountType === 'percentage' ? `${c.discountValue}% off` : `₹${c.discountValue} off`;
  const parts = [value, c.minOrder > 0 ? `min ₹${c.minOrder}` : null, c.maxDiscount ? `max ₹${c.maxDiscount}` : null];
  return parts.filter(Boolean).join(', ');
}

/** Coupons with their usage; create, edit, switch on and off. */
export function CouponsPage() {
  const coupons = useAdminCoupons();
  const setActive = useSetCouponActive();

  return (
    <EditableListPage
      title="Coupons"
      description="Codes shoppers enter at checkout. The server checks every rule again when an order is placed."
      newLabel="New coupon"
      loadingText="Loading coupons…"
      rows={coupons.data}
      editor={(coupon, done) => <CouponForm coupon={coupon} onDone={done} />}
      emptyText="No coupons yet."
      columns={[
        { label: 'Code' },
        { label: 'Discount' },
        { label: 'Rules' },
        { label: 'Used' },
        { label: 'Status' },
        { label: 'Actions' },
      ]}
      row={(c, edit) => (
        <tr>
          <td className={`${tdClass} font-mono font-semibold`}>{c.code}</td>
          <td className={tdClass}>{describe(c)}</td>
          <td className={`${tdClass} text-xs`}>
            {[
              c.firstOrderOnly ? 'First order only' : null,
              c.perUserLimit ? `${c.perUserLimit} per customer` : null,
              c.usageLimit ? `${c.usageLimit} in all` : null,
              c.endsAt ? `ends ${shopDate(c.endsAt)}` : null,
              c.eligibleCategories.length ? `only ${c.eligibleCategories.join(', ')}` : null,
            ]
              .filter(Boolean)
              .join(' · ') || '—'}
          </td>
          <td className={tdClass}>{c.usageCount}</td>
          <td className={tdClass}>
            <StatusBadge tone={c.active ? 'success' : 'neutral'}>{c.active ? 'Active' : 'Inactive'}</StatusBadge>
          </td>
          <td className={tdClass}>
            <div className="flex gap-2">
              <RowAction action="Edit" row={c.code} onClick={edit} />
              <ConfirmDialog
                triggerLabel={<RowActionLabel action={c.active ? 'Deactivate' : 'Activate'} row={c.code} />}
                triggerClassName={rowActionClass}
                title={c.active ? `Deactivate ${c.code}?` : `Activate ${c.code}?`}
                description={
                  c.active
                    ? 'Shoppers can no longer apply it; carts holding it lose it at checkout.'
                    : 'Shoppers can apply it again.'
                }
                confirmLabel={c.active ? 'Deactivate' : 'Activate'}
                destructive={c.active}
                onConfirm={() =>
                  setActive.mutate(
                    { id: c.id, active: !c.active },
                    {
                      onSuccess: (saved) =>
                        toast.success(`${saved.code} ${saved.active ? 'activated' : 'deactivated'}`),
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
