/**
 * Previous / next buttons with "Page 2 of 7". Controlled: keep `page` (1-based) in the URL's
 * search params or in state and change it in `onPageChange`. Renders nothing for a single page.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const buttonClass =
    'rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:border-ink-500 disabled:text-ink-700 disabled:opacity-60';
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-center gap-3">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      <p className="text-sm text-ink-700" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
