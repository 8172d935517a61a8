import { readListingParams, type ListingParams } from '@shop/shared/contracts/listing-address';
import type { ListingResponse } from '@shop/shared/contracts/listing';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Spinner } from '../../../components/ui/spinner';
import { hydrateLater } from '../../../lib/hydrate-later';
import { useT, type Translate } from '../../../lib/i18n';
import type { BreadcrumbStep } from '../../../lib/seo';
import { useListing, type ListingSource } from '../api/get-listing';
import { listingHref } from '../listing-href';
import type { ListingPageData, ListingPageDefinition } from '../listing-page-data';
import { EmptyState } from './listing-empty';

// What a listing shows around its products hydrates on its own, after them (lib/hydrate-later.tsx),
// so its code is not among the page's first scripts: until it comes, the sidebar's filters and the
// sort are plain GET forms and the chips and pages are links. The page hands them a callback that
// never changes (`onApply`): a part whose props change before its code has come would lose the
// server's HTML.
const SidebarFilters = hydrateLater(() => import('./listing-filters').then((module) => module.ListingFilters));
const ListingTools = hydrateLater(() => import('./listing-tools').then((module) => module.ListingTools));
const AppliedFilters = hydrateLater(() => import('./listing-controls').then((module) => module.AppliedFilters));
const ListingPagination = hydrateLater(() => import('./listing-controls').then((module) => module.ListingPagination));
// The cards are the server's HTML until the list changes (listing-grid.tsx): their code comes later
// too. Its props are the listing's data, which changes only when new products have come.
const ListingGrid = hydrateLater(() => import('./listing-grid').then((module) => module.ListingGrid));

type ListingViewProps = {
  source: ListingSource;
  title: string;
  description?: string;
  crumbs: BreadcrumbStep[];
  /** Shown under the title, e.g. the search box on the search page. */
  children?: ReactNode;
  /** More ways out when nothing is found, e.g. popular searches. */
  emptyHint?: ReactNode;
  /** Shown above the products on the first page, e.g. the complete sets of the listing. */
  above?: ReactNode;
};

function countLabel(t: Translate, total: number, query: string | undefined): string {
  return query ? t('listing.resultCount', { count: total, query }) : t('listing.productCount', { count: total });
}

/**
 * Every listing page: filters, sort, result count, product grid and pages, all held in the
 * address (so a filtered page can be shared and reloaded). The filters show what the shopper
 * chose the moment they choose it, while the page's data follows.
 */
export function ListingView({ source, title, description, crumbs, children, emptyHint, above }: ListingViewProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const t = useT();
  const { pathname } = location;
  const isSearch = source.kind === 'search';

  const shown = useMemo(() => readListingParams(new URLSearchParams(location.search)), [location.search]);
  // What the shopper just chose shows at once (a ticked box stays ticked), before the router has
  // even started the navigation; it is dropped as soon as the address changes.
  const [requested, setRequested] = useState<{ from: string; params: ListingParams } | null>(null);
  useEffect(() => setRequested(null), [location.key]);
  const pendingSearch = navigation.location?.pathname === pathname ? navigation.location.search : null;
  const chosen = useMemo(() => {
    if (pendingSearch !== null) return readListingParams(new URLSearchParams(pendingSearch));
    if (requested && requested.from === location.key) return requested.params;
    return shown;
  }, [pendingSearch, requested, location.key, shown]);
  const loading = pendingSearch !== null;

  const { data, isPending, isError, isPlaceholderData, refetch } = useListing(source, shown);
  const here = useRef({ key: location.key, pathname });
  useEffect(() => {
    here.current = { key: location.key, pathname };
  }, [location.key, pathname]);
  const apply = useCallback(
    (next: ListingParams) => {
      setRequested({ from: here.current.key, params: next });
      void navigate(listingHref(here.current.pathname, next), { preventScrollReset: true });
    },
    [navigate],
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={crumbs.map((step, i) =>
          i < crumbs.length - 1 ? { label: step.name, to: step.path } : { label: step.name },
        )}
      />
      <header className="mb-6">
        <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 max-w-3xl text-ink-700">{description}</p> : null}
        {children}
      </header>

      {isPending ? (
        <Spinner label={t('listing.loadingProducts')} />
      ) : isError && !data ? (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
          <p className="text-lg font-semibold text-maroon-800">
            {isSearch ? t('listing.searchFailed') : t('listing.loadFailed')}
          </p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800"
          >
            {t('listing.tryAgain')}
          </button>
        </div>
      ) : (
        <ListingBody
          listing={data}
          pathname={pathname}
          shown={shown}
          chosen={chosen}
          isSearch={isSearch}
          busy={loading || isPlaceholderData}
          onApply={apply}
          emptyHint={emptyHint}
          above={above}
        />
      )}
    </div>
  );
}

type ListingBodyProps = {
  listing: ListingResponse;
  pathname: string;
  /** The filters of the products on screen. */
  shown: ListingParams;
  /** The filters the shopper chose, possibly still loading. */
  chosen: ListingParams;
  isSearch: boolean;
  busy: boolean;
  onApply: (next: ListingParams) => void;
  emptyHint?: ReactNode;
  above?: ReactNode;
};

function ListingBody({
  listing,
  pathname,
  shown,
  chosen,
  isSearch,
  busy,
  onApply,
  emptyHint,
  above,
}: ListingBodyProps) {
  const t = useT();
  const { facets, total, page, totalPages, data } = listing;
  const query = shown.q;
  return (
    <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
      <aside className="hidden lg:block" aria-label={t('listing.filterProducts')}>
        <h2 className="mb-2 font-display text-xl font-bold text-maroon-800">{t('listing.filters')}</h2>
        <SidebarFilters facets={facets} params={chosen} pathname={pathname} idPrefix="sidebar" onApply={onApply} />
      </aside>

      <section aria-labelledby="listing-results" aria-busy={busy}>
        {above}
        <h2 id="listing-results" className="sr-only">
          {t('listing.products')}
        </h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm font-semibold text-ink-700">
            {countLabel(t, total, query)}
          </p>
          <ListingTools
            facets={facets}
            params={chosen}
            pathname={pathname}
            total={total}
            busy={busy}
            isSearch={isSearch}
            onApply={onApply}
          />
        </div>

        <AppliedFilters pathname={pathname} params={shown} facets={facets} sale={listing.sale} />

        {data.length === 0 ? (
          <EmptyState pathname={pathname} params={shown} total={total} query={query} hint={emptyHint} />
        ) : (
          <div className={`transition-opacity ${busy ? 'opacity-60' : ''}`}>
            <ListingGrid cards={data} page={page} />
          </div>
        )}

        <ListingPagination pathname={pathname} params={shown} page={page} totalPages={totalPages} />
      </section>
    </div>
  );
}

/** The page body of a listing route, from its definition and its loader's data. */
export function ListingPage({
  page,
  data,
  above,
}: {
  page: ListingPageDefinition;
  data: Pick<ListingPageData, 'title' | 'description' | 'crumbs'>;
  /** Shown above the products, e.g. the complete sets of the listing. */
  above?: ReactNode;
}) {
  return (
    <ListingView
      source={page.source}
      title={data.title}
      description={data.description}
      crumbs={data.crumbs}
      above={above}
    />
  );
}
