import type { UseQueryResult } from '../../../lib/query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { adminPrimaryButtonClass } from './admin-field';
import { Pagination } from './pagination';

/** What an admin page shows when its data could not be loaded: the reason and a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-cream-200 bg-cream-100 p-6">
      <p className="font-semibold text-ink-900">The {what} could not be loaded.</p>
      <p className="text-ink-700">{error.message}</p>
      <button type="button" onClick={onRetry} className={`${adminPrimaryButtonClass} mt-4`}>
        Try Again
      </button>
    </div>
  );
}

/**
 * The three states of a page's main query: a spinner while it loads, `LoadError` with
 * Try Again when it failed, and `children(data)` once it is there.
 *
 *   <QueryStates query={query} loading="Loading emails" what="emails">
 *     {(data) => <EmailTable emails={data.emails} />}
 *   </QueryStates>
 */
export function QueryStates<T>({
  query,
  loading,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** The spinner's label, e.g. "Loading emails". */
  loading: string;
  /** Fills "The … could not be loaded." */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** "24 customers" — announced politely when a search changes it. */
export function ResultCount({ total, one, many }: { total: number; one: string; many: string }) {
  return (
    <p className="text-ink-700" aria-live="polite">
      {total === 1 ? `1 ${one}` : `${total.toLocaleString('en-IN')} ${many}`}
    </p>
  );
}

/** The boxed sentence a list shows instead of its rows when there are none. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-cream-200 bg-cream-50 px-4 py-6 text-center text-ink-700">{children}</p>
  );
}

/** The page block every paged admin list response carries. */
export type ListPaging = { page: number; totalPages: number; total: number };

/**
 * A paged list's results under its filters: the `QueryStates`, then "24 customers", the list
 * itself (`children(data)`), and Previous / Page n of m / Next.
 */
export function PagedResults<T extends { pagination: ListPaging }>({
  query,
  loading,
  what,
  one,
  many,
  pagesLabel,
  onPageChange,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  what: string;
  /** The count's nouns, e.g. "customer" / "customers". */
  one: string;
  many: string;
  /** Names the pagination for screen readers, e.g. "Customer pages". */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryStates query={query} loading={loading} what={what}>
      {(data) => (
        <>
          <ResultCount total={data.pagination.total} one={one} many={many} />
          {children(data)}
          <Pagination
            label={pagesLabel}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryStates>
  );
}
