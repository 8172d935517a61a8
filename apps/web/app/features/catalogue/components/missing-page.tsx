import type { ProductCard as ProductCardData } from '@shop/shared/contracts/listing';
import { NotFound } from '../../../components/layout/not-found';
import { useLocalePath, useT } from '../../../lib/i18n';
import { CARD_SIZES, ProductCard } from './product-card';

/**
 * What a loader's 404 may carry (as its data) for the not-found page to offer: a search for some
 * words, and real products (routes/product.tsx for a product that is gone).
 */
export type MissingPageSuggestions = { query: string; products: ProductCardData[] };

/** The not-found page (root.tsx), with what the 404 suggests instead when it suggests anything. */
export function MissingPage({ suggestions }: { suggestions: MissingPageSuggestions | null }) {
  return (
    <>
      <NotFound />
      {suggestions ? <Suggestions query={suggestions.query} products={suggestions.products} /> : null}
    </>
  );
}

function Suggestions({ query, products }: { query: string; products: ProductCardData[] }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="similar-heading" className="mx-auto max-w-7xl px-4 pb-16">
      {query ? (
        <p className="mb-8 text-center">
          <a
            href={localePath(`/search?q=${encodeURIComponent(query)}`)}
            className="font-semibold text-maroon-700 underline underline-offset-4"
          >
            {t('missingPage.missingSearch', { query })}
          </a>
        </p>
      ) : null}
      {products.length > 0 ? (
        <>
          <h2 id="similar-heading" className="mb-4 text-center font-display text-2xl text-maroon-800">
            {t('missingPage.missingSimilar')}
          </h2>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {products.map((product) => (
              <ProductCard key={product._id} product={product} sizes={CARD_SIZES.related} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
