import type { Product } from '@shop/shared/contracts/catalogue';
import { SHOP_NAME, SHOP_TAGLINE } from '@shop/shared/constants';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { homepageProductsQuery, useHomepageProducts } from '../features/catalogue/api/get-homepage-products';
import { ProductCard } from '../features/catalogue/components/product-card';
import { serverApi } from '../lib/load-context';
import { prefetch } from '../lib/prefetch';

export function loader({ context }: Route.LoaderArgs) {
  return prefetch(serverApi(context), (api) => [homepageProductsQuery(api)]);
}

export function meta() {
  return [
    { title: `${SHOP_NAME} — Laddu Gopal dresses, mukut, jhula and shringar` },
    {
      name: 'description',
      content: `${SHOP_TAGLINE}. Poshak, mukut, pagdi, jhula, singhasan and jewellery for Laddu Gopal, Radha Rani and Mata Rani, delivered across India.`,
    },
  ];
}

export default function Home() {
  const { data, isPending, isError, refetch } = useHomepageProducts();
  if (isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading products">
        <span className="h-12 w-12 animate-spin rounded-full border-4 border-gold-400 border-t-transparent" />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-20 text-center">
        <p className="text-lg font-semibold text-maroon-800">Failed to load products</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white"
        >
          Try Again
        </button>
      </div>
    );
  }
  const byId = new Map<string, Product>(data.data.map((p) => [p._id, p]));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <section className="mb-8 rounded-2xl bg-gradient-to-r from-maroon-800 to-saffron-600 px-6 py-10 text-cream-50">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">{SHOP_TAGLINE}</h1>
        <p className="mt-2 text-lg">Starting from ₹999 only</p>
      </section>
      {data.sections.map((section, sectionIndex) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`} className="mb-10">
          <div className="mb-3 flex items-baseline justify-between">
            <h2 id={`section-${section.key}`} className="font-display text-2xl text-maroon-800">
              {section.title}
            </h2>
            <Link to={section.href} className="text-sm font-semibold text-saffron-700">
              View all<span className="sr-only"> {section.title}</span>
            </Link>
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {section.productIds.map((id, i) => {
              const product = byId.get(id);
              return product ? <ProductCard key={id} product={product} eager={sectionIndex === 0 && i < 2} /> : null;
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
