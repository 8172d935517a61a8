import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { shopDateTime } from '../../shared/admin-format';
import { AdminField, adminSecondaryButtonClass } from '../../shared/admin-field';
import { DataTable, tdClass } from '../../shared/data-table';
import { FilterButtons, FilterForm, useListFilters } from '../../shared/filter-form';
import { QueryStates, ResultCount } from '../../shared/list-states';
import { Pagination } from '../../shared/pagination';
import { StatusBadge } from '../../shared/status-badge';
import { downloadSubscribersCsv, useSubscribers } from '../api/list-subscribers';

/** The newsletter view of /admin/customers: subscribers, searchable, and their CSV export. */
export function NewsletterPanel() {
  const { filters, apply, submit } = useListFilters(['q', 'status'], { view: 'newsletter' });
  const query = useSubscribers(filters);
  const [exporting, setExporting] = useState(false);

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
      <FilterForm
        label="Search subscribers"
        filters={filters}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
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
        <FilterButtons
          submitLabel="Apply"
          onClear={() => apply({ page: 1 })}
          showClear={Boolean(filters.q || filters.status)}
        />
      </FilterForm>

      <QueryStates query={query} loading="Loading subscribers" what="subscribers">
        {(data) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <ResultCount total={data.pagination.total} one="subscriber" many="subscribers" />
                <p className="text-sm text-ink-700">
                  {data.counts.active} subscribed, {data.counts.unsubscribed} unsubscribed
                </p>
              </div>
              <button
                type="button"
                className={adminSecondaryButtonClass}
                onClick={() => void exportCsv()}
                disabled={exporting || data.pagination.total === 0}
              >
                {exporting ? 'Preparing CSV…' : 'Export CSV'}
              </button>
            </div>
            <DataTable
              caption="Newsletter subscribers"
              captionHidden
              empty={
                data.subscribers.length === 0
                  ? filters.q || filters.status
                    ? 'No subscribers match these filters.'
                    : 'Nobody has subscribed to the newsletter yet.'
                  : undefined
              }
              columns={[{ label: 'Email' }, { label: 'Subscribed' }, { label: 'Status' }]}
            >
              {data.subscribers.map((subscriber) => (
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
            </DataTable>
            <Pagination
              label="Subscriber pages"
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPageChange={(page) => apply({ ...filters, page })}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
