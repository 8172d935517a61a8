import { TRENDING_SEARCHES } from '@shop/shared/constants';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/search';
import { PageTitle } from '../components/ui/page-title';
import { findCollections } from '../features/catalogue/collection-directory';
import { CollectionTileGrid } from '../features/catalogue/components/collection-tiles';
import { SearchForm } from '../features/search/components/search-form';
import { pageMeta } from '../lib/meta';

export const meta = ({ location }: Route.MetaArgs) => {
  const query = new URLSearchParams(location.search).get('q')?.trim();
  return pageMeta({
    title: query ? `Search: ${query}` : 'Search',
    description: 'Search dresses, mukut, jhula and jewellery for your deity.',
    noIndex: true,
  });
};

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const matches = findCollections(query);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <PageTitle title={query ? `Search results for “${query}”` : 'Search'}>
        <p>
          {query
            ? 'Searching individual products arrives soon. Meanwhile, here are the collections that match.'
            : 'Type what you are looking for: a deity, a dress style or an accessory.'}
        </p>
      </PageTitle>
      <SearchForm id="search-page-input" label="Search again" className="max-w-md" />
      {query ? (
        <section aria-labelledby="search-collections">
          <h2 id="search-collections" className="mb-4 font-display text-2xl text-maroon-800">
            {matches.length > 0 ? 'Matching collections' : `No collections match “${query}”`}
          </h2>
          {matches.length > 0 ? <CollectionTileGrid entries={matches} /> : null}
        </section>
      ) : null}
      <section aria-labelledby="search-trending">
        <h2 id="search-trending" className="mb-3 font-display text-xl text-maroon-800">
          Popular searches
        </h2>
        <ul className="flex flex-wrap gap-2">
          {TRENDING_SEARCHES.map((term) => (
            <li key={term}>
              <Link
                to={`/search?q=${encodeURIComponent(term)}`}
                className="block rounded-full border border-cream-200 bg-white px-4 py-1.5 text-sm font-semibold text-ink-900 hover:border-gold-400"
              >
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/collections" className="font-semibold text-maroon-700 underline">
          Browse all collections
        </Link>
      </p>
    </div>
  );
}
