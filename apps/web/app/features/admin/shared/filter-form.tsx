import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from './admin-field';
import { filtersSearch, readFilters, type ListFilters } from './list-filters';

/**
 * A list's filters kept in the URL (see list-filters.ts): `filters` as the address says, `apply`
 * to change them (page and all), and `submit` for a filter form whose fields are named like
 * `keys`. `fixed` is always kept in the address (e.g. `{ view: 'newsletter' }`).
 */
export function useListFilters<K extends string>(keys: readonly K[], fixed: ListFilters = {}) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, keys);
  const apply = (next: ListFilters) => setParams(new URLSearchParams(filtersSearch({ ...fixed, ...next })));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: ListFilters = { page: 1 };
    for (const key of keys) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    apply(next);
  };
  return { params, setParams, filters, apply, submit };
}

/**
 * The search/filter box above an admin list (a `role="search"` form). It is keyed by the
 * filters, so Back/Forward (or a link that sets them) refills the fields. `className` sets
 * its layout: a wrapping row (`flex flex-wrap items-end gap-3`) or a grid.
 */
export function FilterForm({
  label,
  filters,
  onSubmit,
  className,
  children,
}: {
  label: string;
  filters: ListFilters;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      key={filtersSearch({ ...filters, page: 1 })}
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className={`rounded-2xl border border-cream-200 bg-cream-50 p-4 ${className}`}
    >
      {children}
    </form>
  );
}

/** The filter form's submit button ("Search", "Apply filters"…) and, when shown, Clear. */
export function FilterButtons({
  submitLabel,
  onClear,
  showClear = true,
}: {
  submitLabel: string;
  onClear: () => void;
  showClear?: boolean;
}) {
  return (
    <>
      <button type="submit" className={adminPrimaryButtonClass}>
        {submitLabel}
      </button>
      {showClear ? (
        <button type="button" className={adminSecondaryButtonClass} onClick={onClear}>
          Clear
        </button>
      ) : null}
    </>
  );
}

/**
 * The one-box search above a list (customers, messages): a search field named `q` labelled like
 * the form, Search, and Clear once something was searched for.
 */
export function SearchForm({
  label,
  hint,
  filters,
  onSubmit,
  onClear,
}: {
  label: string;
  hint: string;
  filters: ListFilters & { q?: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
}) {
  return (
    <FilterForm label={label} filters={filters} onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <AdminField label={label} className="min-w-0 flex-1 basis-64" hint={hint}>
        {(props) => <input {...props} name="q" type="search" defaultValue={filters.q ?? ''} />}
      </AdminField>
      <FilterButtons submitLabel="Search" onClear={onClear} showClear={Boolean(filters.q)} />
    </FilterForm>
  );
}

/**
 * For lists whose filters take effect as soon as they change (selects, checkboxes), rather than
 * on submit: `setParam` sets or drops one search param in place (replacing the history entry)
 * and goes back to the first page unless it is the page that changed. `submitSearch` is the
 * submit handler of a form whose search box is named `q`.
 */
export function useInstantFilters() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setParam('q', typeof value === 'string' ? value.trim() : undefined);
  };
  return { params, setParam, submitSearch };
}
