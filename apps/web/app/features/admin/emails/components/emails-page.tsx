import { EMAIL_STATUSES } from '@shop/shared/contracts/admin-customers';
import { type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadError, ResultCount } from '../../customers/components/list-states';
import { filtersSearch, readFilters } from '../../customers/list-filters';
import { shopDateTime } from '../../orders/admin-format';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { DataTable, tdClass, thClass } from '../../shared/data-table';
import { Pagination } from '../../shared/pagination';
import { useEmails, type EmailFilters } from '../api/list-emails';
import { EmailDialog } from './email-dialog';
import { EmailStatusBadge } from './email-status-badge';
import { RetryEmailButton } from './retry-email-button';

const STATUS_OPTIONS = { pending: 'Waiting to send', sent: 'Sent', failed: 'Failed' } as const;
const FILTER_KEYS = ['status', 'template', 'q'] as const;
const linkButtonClass = 'text-left font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

/** /admin/emails: the outbox, every email the shop wrote and whether it went out. */
export function EmailsPage() {
  const [params, setParams] = useSearchParams();
  const filters: EmailFilters = readFilters(params, FILTER_KEYS);
  const openId = params.get('email');
  const query = useEmails(filters);
  const apply = (next: EmailFilters) => setParams(new URLSearchParams(filtersSearch(next)));
  // The open email is in the URL too, so a link to it can be shared and Back closes it.
  const open = (id: string | null) =>
    setParams(new URLSearchParams(filtersSearch({ ...filters, email: id ?? undefined })), {
      preventScrollReset: true,
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: EmailFilters = { page: 1 };
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    apply(next);
  };
  const templates = query.data?.templates ?? (filters.template ? [filters.template] : []);

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Emails"
        description="Every email the shop wrote: waiting, sent, or failed with the reason. A failed email can be sent again."
      />
      <form
        key={filtersSearch({ ...filters, page: 1 })}
        role="search"
        aria-label="Filter emails"
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-cream-200 bg-cream-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <AdminField label="Search" className="sm:col-span-2" hint="Recipient or subject">
          {(props) => <input {...props} name="q" type="search" defaultValue={filters.q ?? ''} />}
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
          <button type="submit" className={adminPrimaryButtonClass}>
            Apply filters
          </button>
          <button type="button" className={adminSecondaryButtonClass} onClick={() => apply({ page: 1 })}>
            Clear
          </button>
        </div>
      </form>

      {query.isPending ? (
        <Spinner label="Loading emails" />
      ) : query.isError ? (
        <LoadError what="emails" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ResultCount total={query.data.pagination.total} one="email" many="emails" />
          <DataTable
            caption="Emails"
            captionHidden
            empty={
              query.data.emails.length === 0
                ? filters.q || filters.status || filters.template
                  ? 'No emails match these filters.'
                  : 'The shop has not written any emails yet.'
                : undefined
            }
          >
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Subject and recipient
                </th>
                <th scope="col" className={thClass}>
                  Template
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Attempts
                </th>
                <th scope="col" className={thClass}>
                  Created
                </th>
                <th scope="col" className={thClass}>
                  Sent
                </th>
                <th scope="col" className={thClass}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.emails.map((email) => (
                <tr key={email.id}>
                  <td className={`${tdClass} min-w-[14rem]`}>
                    <button type="button" className={linkButtonClass} onClick={() => open(email.id)}>
                      {email.subject}
                    </button>
                    <span className="block break-all text-ink-700">{email.to}</span>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{email.template}</td>
                  <td className={tdClass}>
                    <EmailStatusBadge status={email.status} />
                    {email.lastError ? (
                      <span className="mt-1 block max-w-[16rem] text-xs break-words text-red-800">
                        {email.lastError}
                      </span>
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
            </tbody>
          </DataTable>
          <Pagination
            label="Email pages"
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={(page) => apply({ ...filters, page })}
          />
        </>
      )}
      <EmailDialog id={openId} onClose={() => open(null)} />
    </div>
  );
}
