import { Link } from 'react-router';
import { ProductCard } from '../../catalogue/components/product-card';
import type { HomeSectionCards } from '../api/get-home-sections';

/** Pictures load lazily: the banner above, not a product photo, is the page's first paint. */
export function ProductSection({ section }: { section: HomeSectionCards }) {
  const headingId = `section-${section.key}`;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="font-display text-2xl text-maroon-800">
          {section.title}
        </h2>
        <Link
          to={section.href}
          className="text-sm font-semibold whitespace-nowrap text-saffron-700 underline-offset-2 hover:underline"
        >
          View all<span className="sr-only"> {section.title}</span>
        </Link>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {section.products.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </div>
    </section>
  );
}
