import { type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';

type SearchFormProps = {
  /** Unique per form on the page: the header holds two (desktop and mobile panel). */
  id: string;
  /** Names the search landmark; must differ when two forms show on one page. */
  label?: string;
  autoFocus?: boolean;
  className?: string;
};

/**
 * GET /search?q= — works as a plain form without JavaScript; with it, the query is trimmed and a
 * blank one is not submitted (the pattern already refuses whitespace-only input natively).
 */
export function SearchForm({ id, label = 'Site search', autoFocus = false, className = '' }: SearchFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('q') ?? '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!query) return;
    void navigate(`/search?q=${encodeURIComponent(query)}`);
  }

  return (
    <form
      role="search"
      aria-label={label}
      action="/search"
      method="get"
      onSubmit={onSubmit}
      className={`relative ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        key={current}
        id={id}
        name="q"
        type="search"
        defaultValue={current}
        required
        pattern=".*\S.*"
        title="Type a word to search for"
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder="Search dresses, mukut, jhula…"
        className="w-full rounded-full border border-cream-200 bg-white py-2 pr-11 pl-4 text-sm text-ink-900 placeholder:text-ink-500 focus:border-saffron-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-maroon-700 hover:bg-cream-100"
      >
        <SearchIcon width={18} height={18} />
      </button>
    </form>
  );
}
