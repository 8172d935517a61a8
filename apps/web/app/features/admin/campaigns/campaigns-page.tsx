import type { AdminCampaign } from '@shop/shared/contracts/admin-campaigns';
import { toast } from '../../../lib/toast';
import { useCatalogueOptions } from '../products/api/get-catalogue-options';
import { AdminField } from '../shared/admin-field';
import { shopDateTime } from '../shared/admin-format';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RowAction, RowActionLabel, rowActionClass, tdClass } from '../shared/data-table';
import { EditableListPage, useDraftEditor } from '../shared/editable-list';
import { EditorForm } from '../shared/editor-form';
import { StatusBadge, type BadgeTone } from '../shared/status-badge';
import { CampaignBannerForm } from './campaign-banner-form';
import { campaignDraftOf, campaignInputOf, type CampaignDraft } from './campaign-draft';
import { useAdminCampaigns, useEndCampaign, useSaveCampaign } from './campaigns-api';

const STATUS: Record<AdminCampaign['status'], { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  running: { label: 'Running', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
};

function CampaignForm({ campaign, onDone }: { campaign?: AdminCampaign; onDone: () => void }) {
  const { draft, set, problem, field } = useDraftEditor(() => campaignDraftOf(campaign));
  const errors = problem.fields;
  const save = useSaveCampaign();
  const options = useCatalogueOptions();

  const submit = () => {
    problem.clear();
    save.mutate(
      { key: campaign?.id, body: campaignInputOf(draft) },
      {
        onSuccess: (saved) => {
          toast.success(campaign ? `${saved.name} saved` : `${saved.name} scheduled`);
          onDone();
        },
        onError: problem.show,
      },
    );
  };

  const groups = options.data ? [...options.data.collections, ...options.data.categories, ...options.data.deities] : [];

  return (
    <EditorForm
      title={campaign ? `Edit ${campaign.name}` : 'New festival sale'}
      error={problem.message}
      pending={save.isPending}
      saveLabel={campaign ? 'Save sale' : 'Schedule sale'}
      onSave={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('Name', 'name', { hint: 'e.g. Janmashtami sale' })}
        {field('Name in Hindi', 'nameHi', { lang: 'hi' })}
        {field('Banner text', 'bannerText')}
        {field('Banner text in Hindi', 'bannerTextHi', { lang: 'hi' })}
        {campaign ? null : (
          <p className="text-sm text-ink-700 sm:col-span-2">Add a banner picture once the sale is saved.</p>
        )}
        {field('Starts (India time)', 'startsAt', { type: 'datetime-local' })}
        {field('Ends (India time)', 'endsAt', { type: 'datetime-local' })}
        <AdminField label="Discount type" error={errors['discount.type']}>
          {(props) => (
            <select
              {...props}
              value={draft.discountType}
              onChange={(e) => set('discountType', e.target.value as CampaignDraft['discountType'])}
            >
              <option value="percentage">Percentage off</option>
              <option value="flat">Flat amount off each item (₹)</option>
            </select>
          )}
        </AdminField>
        {field(draft.discountType === 'percentage' ? 'Discount (%)' : 'Discount (₹)', 'discountValue', {
          mode: 'decimal',
          hint: draft.discountType === 'percentage' ? '1 to 90' : undefined,
          errorKey: 'discount.value',
        })}
        {field('Budget (₹ of discount in all)', 'budget', { mode: 'decimal', hint: 'Empty: no limit' })}
        {field('Items per shopper at the sale price', 'perShopperLimit', {
          mode: 'numeric',
          hint: 'Empty: no limit',
        })}
        <AdminField label="On sale" error={errors.productIds}>
          {(props) => (
            <select
              {...props}
              value={draft.target}
              onChange={(e) => set('target', e.target.value as CampaignDraft['target'])}
            >
              <option value="collection">A collection, category or deity</option>
              <option value="products">Chosen products</option>
            </select>
          )}
        </AdminField>
        {draft.target === 'collection' ? (
          <AdminField label="Collection" error={errors.collectionSlug}>
            {(props) => (
              <select {...props} value={draft.collectionSlug} onChange={(e) => set('collectionSlug', e.target.value)}>
                <option value="">Choose…</option>
                {groups.map((group) => (
                  <option key={group.slug} value={group.slug}>
                    {group.name}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        ) : (
          <AdminField
            label="Product ids"
            error={errors.productIds}
            hint="One per line: the id at the end of the product's edit page address"
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={draft.productIds}
                onChange={(e) => set('productIds', e.target.value)}
              />
            )}
          </AdminField>
        )}
      </div>
    </EditorForm>
  );
}

function describe(c: AdminCampaign): string {
  const off = c.discount.type === 'percentage' ? `${c.discount.value}% off` : `₹${c.discount.value} off each`;
  const on = c.collectionSlug ?? `${c.productIds.length} product${c.productIds.length === 1 ? '' : 's'}`;
  return `${off} · ${on}`;
}

/** Festival sales: schedule, edit, end early; each starts and ends by itself at its minute. */
export function CampaignsPage() {
  const campaigns = useAdminCampaigns();
  const end = useEndCampaign();

  return (
    <EditableListPage
      title="Festival sales"
      description="Sale prices start and end by themselves at the minute you set (India time), on every page, the cart and checkout."
      newLabel="New sale"
      loadingText="Loading sales…"
      rows={campaigns.data}
      editor={(campaign, done) => (
        <>
          <CampaignForm campaign={campaign} onDone={done} />
          {campaign ? <CampaignBannerForm campaign={campaign} /> : null}
        </>
      )}
      emptyText="No sales yet."
      columns={[
        { label: 'Sale' },
        { label: 'Discount' },
        { label: 'When (India time)' },
        { label: 'Limits' },
        { label: 'Status' },
        { label: 'Actions' },
      ]}
      row={(c, edit) => (
        <tr>
          <td className={`${tdClass} font-semibold`}>
            {c.name}
            <span className="block font-normal" lang="hi">
              {c.nameHi}
            </span>
          </td>
          <td className={tdClass}>{describe(c)}</td>
          <td className={`${tdClass} text-xs`}>
            {shopDateTime(c.startsAt)} – {shopDateTime(c.endsAt)}
          </td>
          <td className={`${tdClass} text-xs`}>
            {[
              c.budget !== null ? `₹${c.spent} of ₹${c.budget} given` : `₹${c.spent} given`,
              c.perShopperLimit ? `${c.perShopperLimit} per shopper` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </td>
          <td className={tdClass}>
            <StatusBadge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</StatusBadge>
          </td>
          <td className={tdClass}>
            {c.status === 'ended' ? (
              '—'
            ) : (
              <div className="flex gap-2">
                <RowAction action="Edit" row={c.name} onClick={edit} />
                <ConfirmDialog
                  triggerLabel={
                    <RowActionLabel action={c.status === 'running' ? 'End now' : 'Call off'} row={c.name} />
                  }
                  triggerClassName={rowActionClass}
                  title={c.status === 'running' ? `End ${c.name} now?` : `Call off ${c.name}?`}
                  description={
                    c.status === 'running'
                      ? 'Prices go back to the MRP at once, on every page.'
                      : 'It will not start, and leaves this list.'
                  }
                  confirmLabel={c.status === 'running' ? 'End now' : 'Call off'}
                  destructive
                  onConfirm={() =>
                    end.mutate(c.id, {
                      onSuccess: () => toast.success(`${c.name} ended`),
                      onError: (e) => toast.error(e.message),
                    })
                  }
                />
              </div>
            )}
          </td>
        </tr>
      )}
    />
  );
}
