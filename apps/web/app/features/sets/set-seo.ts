import { SHOP_NAME } from '@shop/shared/constants';
import type { ProductSet } from '@shop/shared/contracts/sets';
import { pathInLocale, type Locale } from '@shop/shared/locale';
import { formatRupees } from '@shop/shared/money';
import type { MetaDescriptor } from 'react-router';
import type { Translate } from '../../lib/i18n';
import { pageMeta } from '../../lib/meta';
import { absoluteUrl, breadcrumbJsonLd, jsonLd, previewImage } from '../../lib/seo';

/** A set page's title, description, canonical URL and schema.org Product with its offer. */
export function setMeta(set: ProductSet, page: { origin: string; locale: Locale; t: Translate }): MetaDescriptor[] {
  const { origin, locale, t } = page;
  const path = pathInLocale(`/sets/${set.slug}`, locale);
  const url = absoluteUrl(origin, path);
  const inStock = set.stock > 0;
  return pageMeta({
    title: set.name,
    description: set.description || t('sets.metaDescription', { name: set.name, price: formatRupees(set.price) }),
    url,
    type: 'product',
    ...(set.image ? { image: previewImage(origin, set.image.src, set.image.alt || set.name) } : {}),
    extra: [
      { property: 'product:price:amount', content: set.price.toFixed(2) },
      { property: 'product:price:currency', content: 'INR' },
      jsonLd({
        '@type': 'Product',
        name: set.name,
        description: set.description || undefined,
        image: set.parts.flatMap((part) => (part.image ? [absoluteUrl(origin, part.image.src)] : [])),
        sku: set.parts.map((part) => part.variantId.slice(0, 8)).join('+'),
        brand: { '@type': 'Brand', name: SHOP_NAME },
        isRelatedTo: set.parts.map((part) => ({
          '@type': 'Product',
          name: part.name,
          url: absoluteUrl(origin, pathInLocale(`/products/${part.slug}`, locale)),
        })),
        offers: {
          '@type': 'Offer',
          url,
          price: set.price.toFixed(2),
          priceCurrency: 'INR',
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: SHOP_NAME },
        },
      }),
      breadcrumbJsonLd(origin, [
        { name: t('shell.home'), path: pathInLocale('/', locale) },
        { name: set.name, path },
      ]),
    ],
  });
}
