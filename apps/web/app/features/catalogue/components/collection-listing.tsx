import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useCollectionProducts } from '../api/get-collection-products';
import { ProductCard } from './product-card';

type CollectionListingProps = {
  slugs: readonly string[];
  /** Needed when several collections share the page; a single collection is titled by its own name. */
  title?: string;
  intro?: string;
};

/** The listing page of one collection, or of several shown one after another (e.g. seasonal). */
export function CollectionListing({ slugs, title, intro }: CollectionListingProps) {
  const [onlySlug] = slugs;
  if (slugs.length === 1 && onlySlug && !title) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <CollectionSection slug={onlySlug} isPageHeading />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Collections', to: '/collections' },
          { label: title ?? 'Collection' },
        ]}
      />
      <PageTitle title={title ?? 'Collection'}>{intro ? <p>{intro}</p> : null}</PageTitle>
      <div className="flex flex-col gap-12">
        {slugs.map((slug) => (
          <CollectionSection key={slug} slug={slug} />
        ))}
      </div>
    </div>
  );
}

function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

function CollectionSection({ slug, isPageHeading = false }: { slug: string; isPageHeading?: boolean }) {
  const { data, isPending, isError, refetch } = useCollectionProducts(slug);
  if (isPending) return <Spinner label="Loading products" />;
  if (isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold text-maroon-800">Failed to load products</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800"
        >
          Try Again
        </button>
      </div>
    );
  }

  const { collection, data: products } = data;
  const headingId = `collection-${collection.slug}`;
  const Heading = isPageHeading ? 'h1' : 'h2';
  return (
    <section aria-labelledby={headingId}>
      {isPageHeading ? (
        <Breadcrumb
          items={[{ label: 'Home', to: '/' }, { label: 'Collections', to: '/collections' }, { label: collection.name }]}
        />
      ) : null}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <Heading
            id={headingId}
            className={`font-display font-bold text-maroon-800 ${isPageHeading ? 'text-3xl sm:text-4xl' : 'text-2xl'}`}
          >
            {collection.name}
          </Heading>
          {collection.description ? <p className="mt-2 max-w-3xl text-ink-700">{collection.description}</p> : null}
        </div>
        <p className="text-sm font-semibold text-ink-700">{countLabel(products.length)}</p>
      </div>
      {isPageHeading ? <h2 className="sr-only">Products in {collection.name}</h2> : null}
      {products.length === 0 ? (
        <p className="rounded-xl bg-cream-100 p-6 text-center text-ink-700">
          Nothing in this collection right now.{' '}
          <Link to="/collections" className="font-semibold text-maroon-700 underline">
            Browse other collections
          </Link>
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {products.map((product, i) => (
            <li key={product._id} className="grid">
              <ProductCard product={product} eager={isPageHeading && i < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
