import { EMAIL_STATUSES } from '@shop/shared/contracts/admin-customers';
import { MESSAGE_CHANNELS } from '@shop/shared/contracts/messages';
import { shopDateTime } from '../../shared/admin-format';
import { AdminField } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { DataTable, tdClass } from '../../shared/data-table';
import { FilterButtons, FilterForm, useListFilters } from '../../shared/filter-form';
import { filtersSearch } from '../../shared/list-filters';
import { PagedResults } from '../../shared/list-states';
import { useEmails } from '../api/list-emails';
import { EmailDialog } from './email-dialog';
import { EmailStatusBadge } from './email-status-badge';
import { RetryEmailButton } from './retry-email-button';

const STATUS_OPTIONS = { pending: 'Waiting to send', sent: 'Sent', failed: 'Failed' } as const;
const CHANNEL_OPTIONS = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;
const FILTER_KEYS = ['channel', 'status', 'template', 'q'] as const;
const linkButtonClass = 'text-left font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

/** /admin/emails: the outbox, every WhatsApp, SMS and email message the shop wrote and whether it went out. */
export function EmailsPage() {
  const { params, setParams, filters, apply, submit } = useListFilters(FILTER_KEYS);
  const openId = params.get('email');
  const query = useEmails(filters);
  // The open email is in the URL too, so a link to it can be shared and Back closes it.
  const open = (id: string | null) =>
    setParams(new URLSearchParams(filtersSearch({ ...filters, email: id ?? undefined })), {
      preventScrollReset: true,
    });
  const templates = query.data?.templates ?? (filters.template ? [filters.template] : []);

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="WhatsApp, SMS and email outbox"
        description="Every WhatsApp, SMS and email message the shop wrote: waiting, sent, or failed with the reason. A failed one can be sent again."
      />
      <FilterForm
        label="Filter the outbox"
        filters={filters}
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <AdminField label="Search" className="sm:col-span-2" hint="Recipient or subject">
          {(props) => <input {...props} name="q" type="search" defaultValue={filters.q ?? ''} />}
        </AdminField>
        <AdminField label="Channel">
          {(props) => (
            <select {...props} name="channel" defaultValue={filters.channel ?? ''}>
              <option value="">Any channel</option>
              {MESSAGE_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {CHANNEL_OPTIONS[channel]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Status">
          {(props) => (
            <select {...props} name="status" defaultValue={filters.status ?? ''}>
              <option value="">Any status</option>
              {EMAIL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_OPTIONS[status]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Template">
          {(props) => (
            <select {...props} name="template" defaultValue={filters.template ?? ''}>
              <option value="">Any template</option>
              {templates.map((template) => (
                <option key={template} value={template}>
                  {template}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <FilterButtons submitLabel="Apply filters" onClear={() => apply({ page: 1 })} />
        </div>
      </FilterForm>

      <PagedResults
        query={query}
        loading="Loading the outbox"
        what="messages"
        one="message"
        many="messages"
        pagesLabel="Outbox pages"
        onPageChange={(page) => apply({ ...filters, page })}
      >
        {(data) => (
          <DataTable
            caption="Outbox"
            captionHidden
            empty={
              data.emails.length === 0
                ? filters.q || filters.channel || filters.status || filters.template
                  ? 'No messages match these filters.'
                  : 'The shop has not written any messages yet.'
                : undefined
            }
            columns={[
              { label: 'Subject and recipient' },
              { label: 'Template' },
              { label: 'Status' },
              { label: 'Attempts', numeric: true },
              { label: 'Created' },
              { label: 'Sent' },
              { label: 'Actions', hidden: true },
            ]}
          >
            {data.emails.map((email) => (
              <tr key={email.id}>
                <td className={`${tdClass} min-w-[14rem]`}>
                  <button type="button" className={linkButtonClass} onClick={() => open(email.id)}>
                    {email.subject || `${CHANNEL_OPTIONS[email.channel]}: ${email.template}`}
                  </button>
                  <span className="block break-all text-ink-700">{email.to}</span>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {email.template}
                  <span className="block text-xs text-ink-700">{CHANNEL_OPTIONS[email.channel]}</span>
                </td>
                <td className={tdClass}>
                  <EmailStatusBadge status={email.status} />
                  {email.deliveryStatus ? (
                    <span className="mt-1 block text-xs text-ink-700">Receipt: {email.deliveryStatus}</span>
                  ) : null}
                  {email.lastError ? (
                    <span className="mt-1 block max-w-[16rem] text-xs break-words text-red-800">{email.lastError}</span>
                  ) : null}
                </td>
                <td className={`${tdClass} text-right`}>{email.attempts}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{shopDateTime(email.createdAt)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{email.sentAt ? shopDateTime(email.sentAt) : '—'}</td>
                <td className={tdClass}>
                  {email.status === 'failed' ? <RetryEmailButton id={email.id} to={email.to} /> : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedResults>
      <EmailDialog id={openId} onClose={() => open(null)} />
    </div>
  );
}
