import type { AdminStockRow } from '@shop/shared/contracts/admin-stock';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { adminDownload } from '../shared/admin-api';
import { shopDateTime } from '../shared/admin-format';
import {
  AdminCheckbox,
  AdminField,
  adminInputClass,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '../shared/admin-field';
import { AdminPageHeader } from '../shared/admin-page-header';
import { DataTable, tdClass } from '../shared/data-table';
import { useInstantFilters } from '../shared/filter-form';
import { Pagination } from '../shared/pagination';
import { StatusBadge } from '../shared/status-badge';
import { useImportStock, useSetStock, useSetThreshold, useStock, useStockHistory } from './stock-api';

const small =
  'rounded-full border border-maroon-700 px-3 py-1 text-sm font-semibold text-maroon-700 hover:bg-cream-100 disabled:opacity-50';

function StockEditor({ row }: { row: AdminStockRow }) {
  const [stock, setStock] = useState(String(row.stock));
  const [reason, setReason] = useState('');
  const update = useSetStock();
  const changed = stock.trim() !== String(row.stock);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { variantId: row.variantId, stock: Number(stock), reason },
          {
            onSuccess: () => {
              toast.success(`Stock of ${row.sku} set to ${stock}`);
              setReason('');
            },
            onError: (error) =>
              toast.error(
                error instanceof ApiError && error.fields
                  ? (Object.values(error.fields)[0] ?? error.message)
                  : error.message,
              ),
          },
        );
      }}
    >
      <label className="sr-only" htmlFor={`stock-${row.variantId}`}>
        Stock of {row.productName}, size {row.size}
      </label>
      <input
        id={`stock-${row.variantId}`}
        inputMode="numeric"
        className={`${adminInputClass()} w-20`}
        value={stock}
        onChange={(e) => setStock(e.target.value)}
      />
      {changed ? (
        <>
          <label className="sr-only" htmlFor={`reason-${row.variantId}`}>
            Reason for changing {row.sku}
          </label>
          <input
            id={`reason-${row.variantId}`}
            className={`${adminInputClass()} w-44`}
            placeholder="Reason (required)"
            value={reason}
            required
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className={small} disabled={update.isPending || reason.trim() === ''}>
            Save<span className="sr-only"> stock of {row.sku}</span>
          </button>
        </>
      ) : null}
    </form>
  );
}

function History({ variantId, label }: { variantId: string; label: string }) {
  const history = useStockHistory(variantId);
  if (!history.data) return <p role="status">Loading history…</p>;
  return (
    <DataTable
      caption={`Stock history of ${label}`}
      empty={history.data.movements.length === 0 ? 'No changes recorded yet.' : undefined}
      columns={[{ label: 'When' }, { label: 'Who' }, { label: 'Change' }, { label: 'After' }, { label: 'Reason' }]}
    >
      {history.data.movements.map((m) => (
        <tr key={m.id}>
          <td className={tdClass}>{shopDateTime(m.createdAt)}</td>
          <td className={tdClass}>{m.actor ?? 'System'}</td>
          <td className={tdClass}>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
          <td className={tdClass}>{m.stockAfter}</td>
          <td className={tdClass}>{m.reason}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Per-size stock with inline editing (a reason for every change), history, threshold and CSV. */
export function StockPage() {
  const { params, setParam, submitSearch } = useInstantFilters();
  const query = {
    q: params.get('q') ?? undefined,
    lowStock: params.get('lowStock') === 'true' || undefined,
    page: Number(params.get('page') ?? '1') || 1,
  };
  const stock = useStock(query);
  const setThreshold = useSetThreshold();
  const importStock = useImportStock();
  const [open, setOpen] = useState<AdminStockRow | null>(null);
  const [threshold, setThresholdText] = useState<string | null>(null);
  const [report, setReport] = useState<{ message: string; problems: [string, string][] } | null>(null);

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setReport(null);
    importStock.mutate(await file.text(), {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) =>
        setReport({
          message: error.message,
          problems: error instanceof ApiError ? Object.entries(error.fields ?? {}) : [],
        }),
    });
  };

  return (
    <>
      <AdminPageHeader
        title="Stock"
        description="Stock of every size. Each change needs a reason and is kept in the size's history."
        actions={
          <button
            type="button"
            className={adminSecondaryButtonClass}
            onClick={() =>
              adminDownload('/stock/export', 'stock.csv').catch((error: Error) => toast.error(error.message))
            }
          >
            Export CSV
          </button>
        }
      />
      <div className="mb-4 grid gap-4 lg:grid-cols-3">
        <form
          role="search"
          aria-label="Filter stock"
          className="flex flex-wrap items-end gap-3 rounded-lg border border-cream-200 bg-cream-50 p-4 lg:col-span-2"
          onSubmit={submitSearch}
        >
          <AdminField label="Search product or SKU" className="min-w-48 flex-1">
            {(props) => <input {...props} name="q" type="search" defaultValue={query.q ?? ''} />}
          </AdminField>
          <AdminCheckbox
            label="Low stock only"
            checked={Boolean(query.lowStock)}
            onChange={(e) => setParam('lowStock', e.target.checked ? 'true' : undefined)}
          />
          <button type="submit" className={adminPrimaryButtonClass}>
            Search
          </button>
        </form>
        <form
          className="flex items-end gap-3 rounded-lg border border-cream-200 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            setThreshold.mutate(
              { lowStockThreshold: Number(threshold) },
              {
                onSuccess: (result) => {
                  toast.success(`Low stock now means ${result.lowStockThreshold} or fewer`);
                  setThresholdText(null);
                },
                onError: (error) => toast.error(error.message),
              },
            );
          }}
        >
          <AdminField label="Low-stock threshold" className="flex-1">
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={threshold ?? String(stock.data?.lowStockThreshold ?? '')}
                onChange={(e) => setThresholdText(e.target.value)}
              />
            )}
          </AdminField>
          <button
            type="submit"
            className={adminSecondaryButtonClass}
            disabled={threshold === null || setThreshold.isPending}
          >
            Save
          </button>
        </form>
      </div>

      <section aria-labelledby="import-heading" className="mb-6 rounded-lg border border-cream-200 p-4">
        <h2 id="import-heading" className="font-bold text-ink-900">
          Import stock from CSV
        </h2>
        <p className="text-sm text-ink-700">
          A file with the columns <code>sku,stock</code>. Every row is checked first: if any row is wrong, nothing is
          changed.
        </p>
        <label className="mt-2 inline-block">
          <span className="sr-only">CSV file to import</span>
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={importStock.isPending}
            onChange={(e) => {
              void onImport(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {report ? (
          <div role="alert" className="mt-3 rounded-lg border border-red-800/30 bg-red-50 p-3 text-red-800">
            <p className="font-semibold">{report.message}</p>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {report.problems.map(([line, problem]) => (
                <li key={line}>
                  {line}: {problem}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      {!stock.data ? (
        <p role="status">Loading stock…</p>
      ) : (
        <>
          <DataTable
            caption="Stock by size"
            captionHidden
            empty={stock.data.rows.length === 0 ? 'No sizes match.' : undefined}
            columns={[
              { label: 'Product' },
              { label: 'Size' },
              { label: 'SKU' },
              { label: 'Stock' },
              { label: 'Waiting' },
              { label: 'History' },
            ]}
          >
            {stock.data.rows.map((row) => (
              <tr key={row.variantId}>
                <td className={tdClass}>
                  <Link
                    to={`/admin/products/${row.productId}`}
                    className="font-semibold text-maroon-700 hover:underline"
                  >
                    {row.productName}
                  </Link>{' '}
                  {row.productStatus !== 'active' ? <StatusBadge>{row.productStatus}</StatusBadge> : null}
                </td>
                <td className={tdClass}>{row.size}</td>
                <td className={`${tdClass} font-mono text-xs`}>{row.sku}</td>
                <td className={tdClass}>
                  <div className="flex items-center gap-2">
                    <StockEditor key={`${row.variantId}-${row.stock}`} row={row} />
                    {row.lowStock ? <StatusBadge tone="danger">Low</StatusBadge> : null}
                  </div>
                </td>
                {/* Shoppers who asked to be told when this size is back ("Notify me"). */}
                <td className={tdClass}>{row.waiting > 0 ? `${row.waiting} waiting` : '—'}</td>
                <td className={tdClass}>
                  <button
                    type="button"
                    className={small}
                    aria-expanded={open?.variantId === row.variantId}
                    onClick={() => setOpen(open?.variantId === row.variantId ? null : row)}
                  >
                    {open?.variantId === row.variantId ? 'Hide' : 'Show'}
                    <span className="sr-only"> history of {row.sku}</span>
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={stock.data.page}
            totalPages={stock.data.totalPages}
            onPageChange={(p) => setParam('page', String(p))}
            label="Stock pages"
          />
          {open ? (
            <section className="mt-6" aria-label={`History of ${open.sku}`}>
              <History variantId={open.variantId} label={`${open.productName}, size ${open.size} (${open.sku})`} />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
