import { Link } from 'react-router';
import { shopDateTime } from '../../shared/admin-format';
import { AdminField } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { FilterButtons, FilterForm, useListFilters } from '../../shared/filter-form';
import { EmptyState, PagedResults } from '../../shared/list-states';
import { useAudit } from '../api/list-audit';
import { AuditDiff } from './audit-diff';

const FILTER_KEYS = ['entity', 'action', 'actor', 'from', 'to'] as const;
const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

/** Where the changed thing lives in the back office, when it has a page of its own. */
function entityLink(entity: string, id: string): string | null {
  if (entity === 'order') return `/admin/orders/${id}`;
  if (entity === 'product') return `/admin/products/${id}`;
  if (entity === 'customer' || entity === 'user') return `/admin/customers/${id}`;
  if (entity === 'email') return `/admin/emails?email=${id}`;
  return null;
}

/** /admin/audit: every admin write, newest first, with who made it and what changed. */
export function AuditPage() {
  const { filters, apply, submit } = useListFilters(FILTER_KEYS);
  const query = useAudit(filters);
  const entities = query.data?.entities ?? (filters.entity ? [filters.entity] : []);
  const actions = query.data?.actions ?? (filters.action ? [filters.action] : []);

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Audit log"
        description="Every change made in the admin: who made it, when, and the values before and after."
      />
      <FilterForm
        label="Filter the audit log"
        filters={filters}
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
      >
        <AdminField label="What changed">
          {(props) => (
            <select {...props} name="entity" defaultValue={filters.entity ?? ''}>
              <option value="">Anything</option>
              {entities.map((entity) => (
                <option key={entity} value={entity}>
                  {entity}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Action">
          {(props) => (
            <select {...props} name="action" defaultValue={filters.action ?? ''}>
              <option value="">Any action</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Admin" hint="Name or email">
          {(props) => <input {...props} name="actor" type="search" defaultValue={filters.actor ?? ''} />}
        </AdminField>
        <AdminField label="From">
          {(props) => <input {...props} name="from" type="date" defaultValue={filters.from ?? ''} />}
        </AdminField>
        <AdminField label="To">
          {(props) => <input {...props} name="to" type="date" defaultValue={filters.to ?? ''} />}
        </AdminField>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3 xl:col-span-5">
          <FilterButtons submitLabel="Apply filters" onClear={() => apply({ page: 1 })} />
        </div>
      </FilterForm>

      <PagedResults
        query={query}
        loading="Loading the audit log"
        what="audit log"
        one="change"
        many="changes"
        pagesLabel="Audit log pages"
        onPageChange={(page) => apply({ ...filters, page })}
      >
        {(data) =>
          data.entries.length === 0 ? (
            <EmptyState>
              {FILTER_KEYS.some((key) => filters[key])
                ? 'No changes match these filters.'
                : 'No admin changes have been recorded yet.'}
            </EmptyState>
          ) : (
            <ol className="flex flex-col gap-4" aria-label="Changes">
              {data.entries.map((entry) => {
                const link = entityLink(entry.entity, entry.entityId);
                return (
                  <li key={entry.id}>
                    <article
                      className="rounded-2xl border border-cream-200 bg-white p-4"
                      aria-labelledby={`a-${entry.id}`}
                    >
                      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                        <h2 id={`a-${entry.id}`} className="font-semibold text-ink-900">
                          <span className="font-mono">{entry.action}</span>{' '}
                          <span className="font-normal text-ink-700">on {entry.entity}</span>{' '}
                          {link ? (
                            <Link to={link} className={`${linkClass} font-mono text-sm break-all`}>
                              {entry.entityId}
                            </Link>
                          ) : (
                            <span className="font-mono text-sm break-all">{entry.entityId}</span>
                          )}
                        </h2>
                        <p className="text-sm text-ink-700">
                          <time dateTime={entry.createdAt}>{shopDateTime(entry.createdAt)}</time>
                          {' · '}
                          {entry.actor ? (
                            <span>
                              {entry.actor.name || entry.actor.email}
                              {entry.actor.name ? ` (${entry.actor.email})` : ''}
                            </span>
                          ) : (
                            <span>the system</span>
                          )}
                        </p>
                      </header>
                      <AuditDiff
                        before={entry.before}
                        after={entry.after}
                        label={`Changes of ${entry.action} on ${entry.entity} ${entry.entityId}`}
                      />
                    </article>
                  </li>
                );
              })}
            </ol>
          )
        }
      </PagedResults>
    </div>
  );
}
