import { TRENDING_SEARCHES } from '@shop/shared/constants';
import { readListingParams, SEARCH_QUERY_MAX } from '@shop/shared/contracts/listing-address';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/search';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { listingQuery } from '../features/catalogue/api/get-listing';
import { ListingView } from '../features/catalogue/components/listing-view';
import { listingCrumbs } from '../features/catalogue/load-listing-page';
import { SearchForm, searchHref } from '../features/search/components/search-form';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { prefetch } from '../lib/prefetch';

const SOURCE = { kind: 'search' } as const;

type SearchState = 'empty' | 'too-long' | 'ready';

function searchState(raw: string): SearchState {
  const query = raw.trim();
  if (!query) return 'empty';
  return query.length > SEARCH_QUERY_MAX ? 'too-long' : 'ready';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  if (searchState(searchParams.get('q') ?? '') !== 'ready') return { dehydratedState: undefined };
  // A failed search is not the whole page failing: the page says 'Search failed' and offers a retry.
  return prefetch(serverApi(context), (api) => [listingQuery(SOURCE, readListingParams(searchParams), api)]);
}

export const meta = ({ location }: Route.MetaArgs) => {
  const query = new URLSearchParams(location.search).get('q')?.trim();
  return pageMeta({
    title: query ? `Search: ${query}` : 'Search',
    description: 'Search dresses, mukut, jhula and jewellery for your deity.',
    noIndex: true,
  });
};

function Trending() {
  return (
    <section aria-labelledby="search-trending">
      <h2 id="search-trending" className="mb-3 font-display text-xl text-maroon-800">
        Popular searches
      </h2>
      <ul className="flex flex-wrap justify-center gap-2 sm:justify-start">
        {TRENDING_SEARCHES.map((term) => (
          <li key={term}>
            <Link
              to={searchHref(term)}
              className="block rounded-full border border-cream-200 bg-white px-4 py-1.5 text-sm font-semibold text-ink-900 hover:border-gold-400"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('q') ?? '';
  const state = searchState(raw);
  const query = raw.trim();

  if (state === 'ready') {
    return (
      <ListingView
        source={SOURCE}
        title={`Search results for “${query}”`}
        crumbs={listingCrumbs('Search', SOURCE)}
        emptyHint={<Trending />}
      >
        <SearchForm id="search-page-input" label="Search again" className="mt-4 max-w-md" />
      </ListingView>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <div>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
        <PageTitle title="Search">
          {state === 'too-long' ? (
            <p role="alert" className="font-semibold text-red-700">
              Search text must be at most {SEARCH_QUERY_MAX} characters
            </p>
          ) : (
            <p>Type what you are looking for: a deity, a dress style or an accessory.</p>
          )}
        </PageTitle>
        <SearchForm id="search-page-input" label="Search the shop" className="max-w-md" />
      </div>
      <Trending />
      <p>
        <Link to="/collections" className="font-semibold text-maroon-700 underline">
          Browse all collections
        </Link>
      </p>
    </div>
  );
}
