import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '../../../../components/ui/spinner';
import { shopDateTime } from '../../orders/admin-format';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../../shared/admin-field';
import { DataTable, tdClass, thClass } from '../../shared/data-table';
import { Pagination } from '../../shared/pagination';
import { StatusBadge } from '../../shared/status-badge';
import { downloadSubscribersCsv, useSubscribers, type SubscriberFilters } from '../api/list-subscribers';
import { filtersSearch, readFilters } from '../list-filters';
import { LoadError, ResultCount } from './list-states';

/** The newsletter view of /admin/customers: subscribers, searchable, and their CSV export. */
export function NewsletterPanel() {
  const [params, setParams] = useSearchParams();
  const filters: SubscriberFilters = readFilters(params, ['q', 'status']);
  const query = useSubscribers(filters);
  const [exporting, setExporting] = useState(false);
  const apply = (next: SubscriberFilters) =>
    setParams(new URLSearchParams(filtersSearch({ view: 'newsletter', ...next })));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get('q') ?? '').trim();
    const status = String(form.get('status') ?? '');
    apply({ q: q || undefined, status: status || undefined, page: 1 });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSubscribersCsv({ q: filters.q, status: filters.status });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export could not be made.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <form
        key={`${filters.q ?? ''}|${filters.status ?? ''}`}
        role="search"
        aria-label="Search subscribers"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-cream-200 bg-cream-50 p-4"
      >
        <AdminField label="Search by email" className="min-w-0 flex-1 basis-64">
          {(props) => <input {...props} name="q" type="search" defaultValue={filters.q ?? ''} />}
        </AdminField>
        <AdminField label="Status" className="basis-48">
          {(props) => (
            <select {...props} name="status" defaultValue={filters.status ?? ''}>
              <option value="">Everyone</option>
              <option value="active">Subscribed</option>
              <option value="unsubscribed">Unsubscribed</option>
            </select>
          )}
        </AdminField>
        <button type="submit" className={adminPrimaryButtonClass}>
          Apply
        </button>
        {filters.q || filters.status ? (
          <button type="button" className={adminSecondaryButtonClass} onClick={() => apply({ page: 1 })}>
            Clear
          </button>
        ) : null}
      </form>

      {query.isPending ? (
        <Spinner label="Loading subscribers" />
      ) : query.isError ? (
        <LoadError what="subscribers" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <ResultCount total={query.data.pagination.total} one="subscriber" many="subscribers" />
              <p className="text-sm text-ink-700">
                {query.data.counts.active} subscribed, {query.data.counts.unsubscribed} unsubscribed
              </p>
            </div>
            <button
              type="button"
              className={adminSecondaryButtonClass}
              onClick={() => void exportCsv()}
              disabled={exporting || query.data.pagination.total === 0}
            >
              {exporting ? 'Preparing CSV…' : 'Export CSV'}
            </button>
          </div>
          <DataTable
            caption="Newsletter subscribers"
            captionHidden
            empty={
              query.data.subscribers.length === 0
                ? filters.q || filters.status
                  ? 'No subscribers match these filters.'
                  : 'Nobody has subscribed to the newsletter yet.'
                : undefined
            }
          >
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Email
                </th>
                <th scope="col" className={thClass}>
                  Subscribed
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className={`${tdClass} break-all`}>{subscriber.email}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{shopDateTime(subscriber.subscribedAt)}</td>
                  <td className={tdClass}>
                    {subscriber.status === 'active' ? (
                      <StatusBadge tone="success">Subscribed</StatusBadge>
                    ) : (
                      <>
                        <StatusBadge>Unsubscribed</StatusBadge>
                        {subscriber.unsubscribedAt ? (
                          <span className="block text-xs text-ink-700">{shopDateTime(subscriber.unsubscribedAt)}</span>
                        ) : null}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination
            label="Subscriber pages"
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={(page) => apply({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}
