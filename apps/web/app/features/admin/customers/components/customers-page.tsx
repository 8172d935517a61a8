import { type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { rupees, shopDateTime } from '../../orders/admin-format';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { DataTable, tdClass, thClass } from '../../shared/data-table';
import { Pagination } from '../../shared/pagination';
import { StatusBadge } from '../../shared/status-badge';
import { useCustomers, type CustomerFilters } from '../api/list-customers';
import { filtersSearch, readFilters } from '../list-filters';
import { CustomerTabs } from './customer-tabs';
import { LoadError, ResultCount } from './list-states';
import { NewsletterPanel } from './newsletter-panel';

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

function CustomerList() {
  const [params, setParams] = useSearchParams();
  const filters: CustomerFilters = readFilters(params, ['q']);
  const query = useCustomers(filters);
  const apply = (next: CustomerFilters) => setParams(new URLSearchParams(filtersSearch(next)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    apply({ q: q || undefined, page: 1 });
  };

  return (
    <div className="flex flex-col gap-5">
      <form
        key={filters.q ?? ''}
        role="search"
        aria-label="Search customers"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-cream-200 bg-cream-50 p-4"
      >
        <AdminField label="Search customers" className="min-w-0 flex-1 basis-64" hint="Name, email or phone number">
          {(props) => <input {...props} name="q" type="search" defaultValue={filters.q ?? ''} />}
        </AdminField>
        <button type="submit" className={adminPrimaryButtonClass}>
          Search
        </button>
        {filters.q ? (
          <button type="button" className={adminSecondaryButtonClass} onClick={() => apply({ page: 1 })}>
            Clear
          </button>
        ) : null}
      </form>

      {query.isPending ? (
        <Spinner label="Loading customers" />
      ) : query.isError ? (
        <LoadError what="customers" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ResultCount total={query.data.pagination.total} one="customer" many="customers" />
          <DataTable
            caption="Customers"
            captionHidden
            empty={
              query.data.customers.length === 0
                ? filters.q
                  ? `No customers match “${filters.q}”.`
                  : 'No customers have signed up yet.'
                : undefined
            }
          >
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Customer
                </th>
                <th scope="col" className={thClass}>
                  Phone
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Orders
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Total spent
                </th>
                <th scope="col" className={thClass}>
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.customers.map((customer) => (
                <tr key={customer.id}>
                  <td className={tdClass}>
                    <Link to={`/admin/customers/${customer.id}`} className={linkClass}>
                      {customer.name || customer.email}
                    </Link>
                    {customer.name ? <span className="block text-ink-700">{customer.email}</span> : null}
                    {customer.isAdmin ? (
                      <span className="mt-1 block">
                        <StatusBadge tone="info">Admin</StatusBadge>
                      </span>
                    ) : null}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{customer.phone ?? '—'}</td>
                  <td className={`${tdClass} text-right`}>{customer.orderCount}</td>
                  <td className={`${tdClass} text-right whitespace-nowrap`}>{rupees(customer.totalSpent)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{shopDateTime(customer.joinedAt)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination
            label="Customer pages"
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={(page) => apply({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}

/** /admin/customers: everyone with an account, or (?view=newsletter) the newsletter's subscribers. */
export function CustomersPage() {
  const [params] = useSearchParams();
  const view = params.get('view') === 'newsletter' ? 'newsletter' : 'customers';
  return (
    <div>
      <AdminPageHeader
        title={view === 'newsletter' ? 'Newsletter subscribers' : 'Customers'}
        description={
          view === 'newsletter'
            ? 'Everyone who signed up for the newsletter, and who has left it.'
            : 'Everyone with an account: what they ordered and where they live.'
        }
      />
      <CustomerTabs current={view} />
      {view === 'newsletter' ? <NewsletterPanel /> : <CustomerList />}
    </div>
  );
}
