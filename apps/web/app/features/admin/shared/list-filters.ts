// Admin lists keep their search, filters and page in the URL, so a view can be bookmarked, shared,
// and reached again with Back. These two helpers read and write that part of the address.

export type ListFilters = Record<string, string | number | undefined> & { page?: number };

/** The filters as a query string: blanks left out, page 1 left out (it is the default). */
export function filtersSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** The named filters from the address; a page that is not a whole number from 1 reads as 1. */
export function readFilters<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): Partial<Record<K, string>> & { page: number } {
  const page = Number(params.get('page') ?? '1');
  const filters = { page: Number.isInteger(page) && page > 0 ? page : 1 } as Partial<Record<K, string>> & {
    page: number;
  };
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) (filters as Record<string, string>)[key] = value;
  }
  return filters;
}

/** `path?search`, or just `path` when there is nothing to add. */
export function withSearch(path: string, filters: ListFilters): string {
  const search = filtersSearch(filters);
  return search ? `${path}?${search}` : path;
}
