import { useT } from '../../../lib/i18n';
import { ServerHtml } from '../../../lib/server-html';
import { CARD_SIZES, ProductCard } from '../../catalogue/components/product-card';
import { useRelatedProducts } from '../api/get-related-products';

/**
 * Up to four others from the same category: two columns on phones, four on tablets, five on wide
 * screens. Laid out and painted only as it comes near the screen (decision 25).
 */
export function RelatedProducts({ slug }: { slug: string }) {
  const { data } = useRelatedProducts(slug);
  const t = useT();
  if (!data || data.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      className="mt-12 [content-visibility:auto] [contain-intrinsic-size:auto_620px] md:[contain-intrinsic-size:auto_380px]"
    >
      <h2 id="related-heading" className="mb-4 font-display text-2xl text-maroon-800">
        {t('productDetails.related')}
      </h2>
      <ServerHtml from={data} className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-5">
        {data.map((product) => (
          <ProductCard key={product._id} product={product} sizes={CARD_SIZES.related} />
        ))}
      </ServerHtml>
    </section>
  );
}
