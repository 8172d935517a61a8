import { SHOP_NAME, TRENDING_SEARCHES } from '@shop/shared/constants';
import { listingSearchParams, readListingParams, SEARCH_QUERY_MAX } from '@shop/shared/contracts/listing-address';
import { pathInLocale } from '@shop/shared/locale';
import { sizeInSearch } from '@shop/shared/size-in-search';
import { redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/search';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { listingQuery } from '../features/catalogue/api/get-listing';
import { ListingView } from '../features/catalogue/components/listing-view';
import { listingCrumbs } from '../features/catalogue/listing-page-data';
import { SearchForm } from '../features/search/components/search-form-later';
import { searchHref } from '../features/search/search-href';
import { ListingSets } from '../features/sets/listing-sets';
import { listedSetsQuery } from '../features/sets/api/get-listed-sets';
import { LocaleLink, useT } from '../lib/i18n';
import { pageMessages, serverT } from '../lib/i18n.server';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { prefetch } from '../lib/prefetch';
import { requestLocale } from '../lib/request-locale';

const SOURCE = { kind: 'search' } as const;

// The popular searches the page offers when nothing is typed: the search box's words, named one by one.
const TRENDING_WORDS = TRENDING_SEARCHES.map((term) => `searchBox.trending:${term}` as const);

type SearchState = 'empty' | 'too-long' | 'ready';

function searchState(raw: string): SearchState {
  const query = raw.trim();
  if (!query) return 'empty';
  return query.length > SEARCH_QUERY_MAX ? 'too-long' : 'ready';
}

/**
 * Where a search naming an idol size ('poshak size 3', 'साइज़ 3') is shown: the rest of its text
 * searched with the size ticked in the filters, where the shopper sees it and can untick it; a size
 * alone lists every product. Null when it names none.
 */
function sizedSearchAddress(request: Request, searchParams: URLSearchParams): string | null {
  const named = sizeInSearch(searchParams.get('q') ?? '');
  if (named.sizes.length === 0) return null;
  const asked = readListingParams(searchParams);
  const params = listingSearchParams({
    ...asked,
    q: named.text || undefined,
    size: [...(asked.size ?? []), ...named.sizes],
    page: 1,
  });
  return `${pathInLocale(named.text ? '/search' : '/products', requestLocale(request))}?${params}`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const sized = sizedSearchAddress(request, searchParams);
  if (sized !== null) throw redirect(sized);
  const query = searchParams.get('q')?.trim();
  const t = serverT(request, 'listing');
  const title = query ? t('listing.searchFor', { query }) : t('listing.search');
  const words = {
    ...pageMessages(request, 'listing', 'idols', 'sets', ...TRENDING_WORDS),
    title,
    // Written here: the page's scripts need none of the meta tags' code (lib/meta.ts).
    meta: pageMeta({ title, description: t('listing.searchDescription'), noIndex: true }),
  };
  if (searchState(searchParams.get('q') ?? '') !== 'ready') return { dehydratedState: undefined, ...words };
  // A failed search is not the whole page failing: the page says 'Search failed' and offers a retry.
  const params = readListingParams(searchParams);
  const found = await prefetch(serverApi(context), (api) => [
    listingQuery(SOURCE, params, api),
    listedSetsQuery(SOURCE, params, api),
  ]);
  return { ...found, ...words };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [{ title: SHOP_NAME }];

function Trending() {
  const t = useT();
  return (
    <section aria-labelledby="search-trending">
      <h2 id="search-trending" className="mb-3 font-display text-xl text-maroon-800">
        {t('listing.popularSearches')}
      </h2>
      <ul className="flex flex-wrap justify-center gap-2 sm:justify-start">
        {TRENDING_SEARCHES.map((term) => (
          <li key={term}>
            {/* The shop's search knows these words in English; the shopper reads them in the page's language. */}
            <LocaleLink
              to={searchHref(term)}
              className="block rounded-full border border-cream-200 bg-white px-4 py-1.5 text-sm font-semibold text-ink-900 hover:border-gold-400"
            >
              {t(`searchBox.trending:${term}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('q') ?? '';
  const state = searchState(raw);
  const query = raw.trim();

  if (state === 'ready') {
    return (
      <ListingView
        source={SOURCE}
        title={t('listing.resultsFor', { query })}
        crumbs={listingCrumbs(t, t('listing.crumbSearch'), SOURCE)}
        emptyHint={<Trending />}
        above={<ListingSets source={SOURCE} />}
      >
        <SearchForm id="search-page-input" label={t('listing.searchAgain')} className="mt-4 max-w-md" />
      </ListingView>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <div>
        <Breadcrumb items={[{ label: t('shell.home'), to: '/' }, { label: t('listing.crumbSearch') }]} />
        <PageTitle title={t('listing.search')}>
          {state === 'too-long' ? (
            <p role="alert" className="font-semibold text-red-700">
              {t('listing.searchTooLong', { max: SEARCH_QUERY_MAX })}
            </p>
          ) : (
            <p>{t('listing.searchLead')}</p>
          )}
        </PageTitle>
        <SearchForm id="search-page-input" label={t('listing.searchTheShop')} className="max-w-md" />
      </div>
      <Trending />
      <p>
        <LocaleLink to="/collections" className="tap-target font-semibold text-maroon-700 underline">
          {t('listing.browseCollections')}
        </LocaleLink>
      </p>
    </div>
  );
}
