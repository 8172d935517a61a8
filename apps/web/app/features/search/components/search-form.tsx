import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, TRENDING_SEARCHES } from '@shop/shared/constants';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { useSuggestions } from '../api/get-suggestions';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useSearchHistory } from '../search-history';
import { searchHref } from '../search-href';
import { useDebouncedValue } from '../use-debounced-value';
import { englishFallback, useLocalePath, useT } from '../../../lib/i18n';

type SearchFormProps = {
  /** Unique per form on the page: the header holds two (desktop and mobile panel). */
  id: string;
  /** Names the search landmark; must differ when two forms show on one page. */
  label?: string;
  autoFocus?: boolean;
  className?: string;
};

/** One choice in the list: a search to run, or a product to open. */
type Option = {
  key: string;
  label: string;
  group: 'recent' | 'trending' | 'suggestion';
  href?: string;
  thumbnail?: string | null;
  hint?: string;
  /** A product's name the shop has only in English, on a page in another language. */
  lang?: 'en';
  /** The words searched, when not the label: a popular search is shown in the page's language. */
  query?: string;
};

/**
 * The search box: a combobox (ARIA 1.2) that offers recent and trending searches while empty,
 * and suggestions from two characters on (300 ms after typing stops). Up and Down move through
 * the choices, Enter takes one, Escape closes the list. Without JavaScript it is a plain GET
 * form to /search.
 */
export function SearchForm({ id, label, autoFocus = false, className = '' }: SearchFormProps) {
  const navigate = useNavigate();
  const t = useT();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('q') ?? '';
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const listboxId = useId();
  const { history, remember, clear } = useSearchHistory();

  // The box shows the search the page is showing (after Back, or a link to another search). Set
  // in the render that sees the new address, not in an effect after it: an effect can run late on
  // a busy phone, after the visitor has typed the next search, and put the old one back. The
  // search this box sent leaves the box alone when it arrives: the results take a moment to come,
  // and words typed meanwhile are the shopper's next search.
  const [shown, setShown] = useState(current);
  const [sent, setSent] = useState<string | null>(null);
  if (shown !== current) {
    setShown(current);
    setSent(null);
    if (current !== sent) setText(current);
  }
  useTypedBeforeHydration(input, text, setText);

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const suggesting = typed.length >= SEARCH_MIN_CHARS;
  const suggestions = useSuggestions(debounced, open && suggesting);

  const options: Option[] = suggesting
    ? (suggestions.data?.data ?? []).map((s, i) => ({
        key: `s-${i}`,
        label: s.label,
        group: 'suggestion',
        href: s.kind === 'product' ? s.href : undefined,
        thumbnail: s.thumbnail,
        hint: s.kind === 'collection' ? t('searchBox.searchCollection') : undefined,
        ...englishFallback(s, 'label'),
      }))
    : [
        ...history.map((term, i) => ({ key: `r-${i}`, label: term, group: 'recent' as const })),
        ...TRENDING_SEARCHES.map((term, i) => ({
          key: `t-${i}`,
          label: t(`searchBox.trending:${term}`),
          query: term,
          group: 'trending' as const,
        })),
      ];
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(term: string) {
    const trimmed = term.trim();
    if (!trimmed) return;
    remember(trimmed);
    setText(trimmed);
    setSent(trimmed);
    close();
    input.current?.blur();
    void navigate(localePath(searchHref(trimmed)));
  }

  function choose(option: Option) {
    if (option.href) {
      close();
      input.current?.blur();
      void navigate(localePath(option.href));
      return;
    }
    go(option.query ?? option.label);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        index < 0 && step < 0 ? options.length - 1 : (index + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      // The list closes first; the panel around the box (on phones) closes on the next Escape.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  }

  const showStatus = suggesting && (suggestions.isError || (suggestions.isFetched && options.length === 0));
  const expanded = open && (options.length > 0 || showStatus);
  const groups: { group: Option['group']; title: string }[] = suggesting
    ? [{ group: 'suggestion', title: t('searchBox.searchSuggestions') }]
    : [
        { group: 'recent', title: t('searchBox.searchRecent') },
        { group: 'trending', title: t('searchBox.searchTrending') },
      ];

  return (
    <form
      role="search"
      aria-label={label ?? t('searchBox.siteSearch')}
      action={localePath('/search')}
      method="get"
      onSubmit={onSubmit}
      className={`relative ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('searchBox.searchProducts')}
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeOption ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={(event) => {
          if (!panel.current?.contains(event.relatedTarget as Node | null)) close();
        }}
        onKeyDown={onKeyDown}
        required
        pattern=".*\S.*"
        title={t('searchBox.searchTitle')}
        maxLength={100}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('searchBox.searchPlaceholder')}
        className="w-full rounded-full border border-cream-200 bg-white py-2 pr-11 pl-4 text-sm text-ink-900 placeholder:text-ink-500 focus:border-saffron-600"
      />
      <button
        type="submit"
        aria-label={t('shell.search')}
        className="absolute top-1/2 right-1 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-maroon-700 hover:bg-cream-100"
      >
        <SearchIcon width={18} height={18} />
      </button>

      <div
        ref={panel}
        hidden={!expanded}
        className="absolute top-full right-0 z-50 mt-1 max-h-[70vh] w-full min-w-72 overflow-y-auto rounded-xl border border-cream-200 bg-white py-2 shadow-lg sm:min-w-96"
      >
        <div role="listbox" id={listboxId} aria-label={t('searchBox.searchSuggestionsLabel')}>
          {/* Drawn when it opens: closed, the list would be every page's HTML for nothing. */}
          {(expanded ? groups : []).map(({ group, title }) => {
            const members = options.map((option, index) => ({ option, index })).filter((o) => o.option.group === group);
            if (members.length === 0) return null;
            return (
              <div key={group} role="group" aria-label={title} className="py-1">
                <div
                  aria-hidden="true"
                  className="flex items-center justify-between px-4 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase"
                >
                  {title}
                </div>
                {members.map(({ option, index }) => (
                  <div
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => choose(option)}
                    className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-ink-900 ${
                      index === active ? 'bg-cream-100' : ''
                    }`}
                  >
                    {option.thumbnail ? (
                      <img
                        src={option.thumbnail}
                        alt=""
                        width={32}
                        height={32}
                        className="h-8 w-8 rounded bg-cream-100 object-cover"
                      />
                    ) : (
                      <SearchIcon width={16} height={16} aria-hidden="true" className="shrink-0 text-ink-500" />
                    )}
                    <span lang={option.lang} className="line-clamp-1 flex-1">
                      {option.label}
                    </span>
                    {option.hint ? <span className="text-xs text-ink-500">{option.hint}</span> : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {showStatus ? (
          <p role="status" className="px-4 py-2 text-sm text-ink-700">
            {suggestions.isError ? t('searchBox.searchFailed') : t('searchBox.searchNone', { typed })}
          </p>
        ) : null}
        {!suggesting && history.length > 0 ? (
          <div className="border-t border-cream-200 px-4 pt-2">
            <button
              type="button"
              onClick={() => {
                clear();
                setActive(-1);
                input.current?.focus();
              }}
              className="text-xs font-semibold text-maroon-700 underline"
            >
              {t('searchBox.searchClear')}
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
