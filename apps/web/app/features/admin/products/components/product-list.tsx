import { formatRupees } from '@shop/shared/money';
import { PRODUCT_STATUSES, type AdminProductListQuery } from '@shop/shared/contracts/admin-products';
import { Link } from 'react-router';
import { AdminField, AdminCheckbox, adminPrimaryButtonClass } from '../../shared/admin-field';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { TermOptions } from '../../shared/choice-fields';
import { DataTable, tdClass } from '../../shared/data-table';
import { useInstantFilters } from '../../shared/filter-form';
import { Pagination } from '../../shared/pagination';
import { StatusBadge } from '../../shared/status-badge';
import { useAdminProducts } from '../api/get-admin-products';
import { useCatalogueOptions } from '../api/get-catalogue-options';

const STATUS_TONE = { active: 'success', draft: 'warning', archived: 'neutral' } as const;

/** The products table: search by name or SKU, filters in the URL so a view can be shared or reloaded. */
export function ProductList() {
  const { params, setParam, submitSearch } = useInstantFilters();
  const query: AdminProductListQuery = {
    q: params.get('q') ?? undefined,
    collection: params.get('collection') ?? undefined,
    deity: params.get('deity') ?? undefined,
    status: (params.get('status') as AdminProductListQuery['status']) ?? undefined,
    lowStock: params.get('lowStock') === 'true' || undefined,
    page: Number(params.get('page') ?? '1') || 1,
  };
  const products = useAdminProducts(query);
  const options = useCatalogueOptions();

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Search, filter and edit the catalogue. Changes show on the storefront at once."
        actions={
          <Link to="/admin/products/new" className={adminPrimaryButtonClass}>
            New product
          </Link>
        }
      />
      <form
        role="search"
        aria-label="Filter products"
        className="mb-4 grid gap-3 rounded-lg border border-cream-200 bg-cream-50 p-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={submitSearch}
      >
        <AdminField label="Search name or SKU" className="lg:col-span-2">
          {(props) => <input {...props} name="q" type="search" defaultValue={query.q ?? ''} />}
        </AdminField>
        <AdminField label="Collection or category">
          {(props) => (
            <select {...props} value={query.collection ?? ''} onChange={(e) => setParam('collection', e.target.value)}>
              <option value="">All</option>
              <TermOptions terms={options.data?.collections} />
            </select>
          )}
        </AdminField>
        <AdminField label="Deity">
          {(props) => (
            <select {...props} value={query.deity ?? ''} onChange={(e) => setParam('deity', e.target.value)}>
              <option value="">All</option>
              <TermOptions terms={options.data?.deities} />
            </select>
          )}
        </AdminField>
        <AdminField label="Status">
          {(props) => (
            <select {...props} value={query.status ?? ''} onChange={(e) => setParam('status', e.target.value)}>
              <option value="">All</option>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s[0]!.toUpperCase() + s.slice(1)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <div className="flex items-center justify-between gap-3 sm:col-span-2 lg:col-span-5">
          <AdminCheckbox
            label="Low stock only"
            checked={Boolean(query.lowStock)}
            onChange={(e) => setParam('lowStock', e.target.checked ? 'true' : undefined)}
          />
          <button type="submit" className={adminPrimaryButtonClass}>
            Search
          </button>
        </div>
      </form>

      {products.isError ? (
        <p role="alert" className="font-semibold text-red-800">
          {products.error.message}
        </p>
      ) : !products.data ? (
        <p role="status">Loading products…</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-700" role="status">
            {products.data.total} products · low stock means {products.data.lowStockThreshold} or fewer of a size
          </p>
          <DataTable
            caption="Products"
            captionHidden
            empty={products.data.products.length === 0 ? 'No products match these filters.' : undefined}
            columns={[
              { label: 'Picture', hidden: true },
              { label: 'Name' },
              { label: 'SKU' },
              { label: 'Category' },
              { label: 'Price from' },
              { label: 'Stock' },
              { label: 'Status' },
            ]}
          >
            {products.data.products.map((p) => (
              <tr key={p.id}>
                <td className={tdClass}>
                  {p.thumbnail ? (
                    <img
                      src={p.thumbnail}
                      alt=""
                      width={48}
                      height={48}
                      className="h-12 w-12 rounded object-cover"
                      loading="lazy"
                    />
                  ) : (
                    <span className="block h-12 w-12 rounded bg-cream-100" />
                  )}
                </td>
                <td className={tdClass}>
                  <Link
                    to={`/admin/products/${p.id}`}
                    className="font-semibold text-maroon-700 underline-offset-2 hover:underline"
                  >
                    {p.name}
                  </Link>
                </td>
                <td className={`${tdClass} font-mono text-xs`}>{p.sku}</td>
                <td className={tdClass}>{p.category}</td>
                <td className={tdClass}>{formatRupees(p.price)}</td>
                <td className={tdClass}>
                  {p.totalStock} {p.lowStock ? <StatusBadge tone="danger">Low stock</StatusBadge> : null}
                </td>
                <td className={tdClass}>
                  <StatusBadge tone={STATUS_TONE[p.status]}>{p.status}</StatusBadge>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={products.data.page}
            totalPages={products.data.totalPages}
            onPageChange={(page) => setParam('page', String(page))}
            label="Product pages"
          />
        </>
      )}
    </>
  );
}
