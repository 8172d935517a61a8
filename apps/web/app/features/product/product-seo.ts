import { SHOP_NAME } from '@shop/shared/constants';
import type { Product } from '@shop/shared/contracts/catalogue';
import { pathInLocale, type Locale } from '@shop/shared/locale';
import type { PublicReview } from '@shop/shared/contracts/reviews';
import type { MetaDescriptor } from 'react-router';
import type { Translate } from '../../lib/i18n';
import { pageMeta } from '../../lib/meta';
import { absoluteUrl, breadcrumbJsonLd, jsonLd, previewImage } from '../../lib/seo';
import { COLLECTION_DIRECTORY } from '../catalogue/collection-directory';
import { descriptionText } from './description-text';

export type ProductParent = { name: string; path: string };

/**
 * The listing a product belongs to, for its breadcrumb: its category, else its deity's page.
 * Worked out in the loader, so the directory of collections stays out of the page's scripts.
 */
export function productParent(product: Pick<Product, 'category' | 'deity'>, t: Translate): ProductParent | null {
  for (const slug of [product.category, product.deity]) {
    const entry = slug ? COLLECTION_DIRECTORY.find((e) => e.slug === slug) : undefined;
    if (entry) return { name: t(`collectionNames.collection:${entry.slug}`), path: `/collections/${entry.slug}` };
  }
  return null;
}

const REVIEWS_IN_JSON_LD = 5;

/**
 * Everything a search engine or a link preview reads about a product: title, description,
 * canonical URL, Open Graph price tags and schema.org Product and BreadcrumbList. Built in the
 * loader, so the page's data does not carry the product a second time. The rating and `reviews`
 * come from approved reviews only; without them the Product has no rating at all.
 */
export function productMeta(
  product: Product,
  page: { origin: string; locale: Locale; t: Translate; parent: ProductParent | null },
  reviews: readonly PublicReview[] = [],
): MetaDescriptor[] {
  const { origin, locale, t, parent } = page;
  const path = pathInLocale(`/products/${product.slug}`, locale);
  const url = absoluteUrl(origin, path);
  const images = product.images.map((src) => absoluteUrl(origin, src));
  // The owner's meta description is English; a Hindi page describes the product in its own words.
  const ownDescription = product.untranslated === undefined ? product.meta.description : '';
  const description = ownDescription || descriptionText(product.description);
  const offers = {
    '@type': 'Offer',
    url,
    price: product.price.toFixed(2),
    priceCurrency: 'INR',
    availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: SHOP_NAME },
  };
  return pageMeta({
    title: product.name,
    description,
    url,
    type: 'product',
    ...(product.images[0]
      ? { image: previewImage(origin, product.images[0], product.imageSet[0]?.alt || product.name) }
      : {}),
    extra: [
      { property: 'product:price:amount', content: product.price.toFixed(2) },
      { property: 'product:price:currency', content: 'INR' },
      { property: 'product:availability', content: product.inStock ? 'in stock' : 'out of stock' },
      jsonLd({
        '@type': 'Product',
        name: product.name,
        description: descriptionText(product.description),
        image: images,
        sku: product.sku,
        brand: { '@type': 'Brand', name: product.specifications.brand || SHOP_NAME },
        color: product.color || undefined,
        material: product.material || undefined,
        offers,
        ...(product.ratings.count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.ratings.average,
                reviewCount: product.ratings.count,
                bestRating: 5,
                worstRating: 1,
              },
              review: reviews.slice(0, REVIEWS_IN_JSON_LD).map((review) => ({
                '@type': 'Review',
                author: { '@type': 'Person', name: review.author },
                datePublished: review.createdAt.slice(0, 10),
                reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
                ...(review.title ? { name: review.title } : {}),
                ...(review.body ? { reviewBody: review.body } : {}),
              })),
            }
          : {}),
      }),
      breadcrumbJsonLd(origin, [
        { name: t('shell.home'), path: pathInLocale('/', locale) },
        ...(parent ? [{ name: parent.name, path: pathInLocale(parent.path, locale) }] : []),
        { name: product.name, path },
      ]),
    ],
  });
}
