import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '@shop/shared/money';
import { shopDateTime } from '../../shared/admin-format';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { DataTable, tdClass } from '../../shared/data-table';
import { PhoneLinks } from '../../shared/phone-links';
import { SearchForm, useListFilters } from '../../shared/filter-form';
import { PagedResults } from '../../shared/list-states';
import { StatusBadge } from '../../shared/status-badge';
import { useCustomers } from '../api/list-customers';
import { customerLabel, customerSubline } from '../customer-label';
import { CustomerTabs } from './customer-tabs';
import { NewsletterPanel } from './newsletter-panel';

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

function CustomerList() {
  const { filters, apply, submit } = useListFilters(['q']);
  const query = useCustomers(filters);

  return (
    <div className="flex flex-col gap-5">
      <SearchForm
        label="Search customers"
        hint="Name, email or phone number"
        filters={filters}
        onSubmit={submit}
        onClear={() => apply({ page: 1 })}
      />

      <PagedResults
        query={query}
        loading="Loading customers"
        what="customers"
        one="customer"
        many="customers"
        pagesLabel="Customer pages"
        onPageChange={(page) => apply({ ...filters, page })}
      >
        {(data) => (
          <DataTable
            caption="Customers"
            captionHidden
            empty={
              data.customers.length === 0
                ? filters.q
                  ? `No customers match “${filters.q}”.`
                  : 'No customers have signed up yet.'
                : undefined
            }
            columns={[
              { label: 'Customer' },
              { label: 'Phone' },
              { label: 'Orders', numeric: true },
              { label: 'Total spent', numeric: true },
              { label: 'Joined' },
            ]}
          >
            {data.customers.map((customer) => (
              <tr key={customer.id}>
                <td className={tdClass}>
                  <Link to={`/admin/customers/${customer.id}`} className={linkClass}>
                    {customerLabel(customer)}
                  </Link>
                  {customerSubline(customer) ? (
                    <span className="block text-ink-700">{customerSubline(customer)}</span>
                  ) : null}
                  {customer.isAdmin ? (
                    <span className="mt-1 block">
                      <StatusBadge tone="info">Admin</StatusBadge>
                    </span>
                  ) : null}
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {customer.phone ? <PhoneLinks phone={customer.phone} /> : '—'}
                </td>
                <td className={`${tdClass} text-right`}>{customer.orderCount}</td>
                <td className={`${tdClass} text-right whitespace-nowrap`}>{formatRupees(customer.totalSpent)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{shopDateTime(customer.joinedAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedResults>
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
