import type { Product } from '@shop/shared/contracts/catalogue';
import type { PublicReview } from '@shop/shared/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n.server';
import { productMeta, productParent } from './product-seo';

const product = {
  _id: 'product-1',
  name: 'Peacock Poshak',
  slug: 'peacock-poshak',
  description: 'A dress',
  images: [],
  imageSet: [],
  category: 'dresses',
  deity: 'laddu-gopal',
  material: 'Silk',
  sku: 'SKU-1',
  color: 'Green',
  specifications: { brand: '', color: '', occasion: '', dimensions: '', weight: '', careInstructions: '' },
  meta: { title: '', description: 'A dress', keywords: [] },
  ratings: { average: 0, count: 0 },
  inStock: true,
  price: 499,
} as unknown as Product;

const review: PublicReview = {
  _id: 'review-1',
  rating: 4,
  title: 'Fits well',
  body: 'Soft fabric',
  author: 'Radhika',
  size: '3',
  deity: 'Laddu Gopal',
  photos: [],
  helpfulCount: 0,
  reply: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function pageIn(locale: 'en' | 'hi') {
  const t = serverT(
    new Request(locale === 'hi' ? 'https://shop.example/hi/products/x' : 'https://shop.example/'),
    'shell',
    'collectionNames',
  );
  return { origin: 'https://shop.example', locale, t, parent: productParent(product, t) };
}
const english = pageIn('en');

function productJsonLd(meta: ReturnType<typeof productMeta>) {
  const entry = meta.find(
    (m) => 'script:ld+json' in m && (m['script:ld+json'] as { '@type': string })['@type'] === 'Product',
  );
  return (entry as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];
}

describe('a product page for search engines', () => {
  it('publishes no rating for a product without approved reviews', () => {
    const ld = productJsonLd(productMeta(product, english));
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });

  it('publishes the rating and the reviews that buyers wrote and the owner approved', () => {
    const rated = { ...product, ratings: { average: 4, count: 1 } };
    const ld = productJsonLd(productMeta(rated, english, [review]));
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Radhika' },
        datePublished: '2026-11-20',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        name: 'Fits well',
        reviewBody: 'Soft fabric',
      },
    ]);
  });

  it('gives link previews the JPEG made for them, with its type and size, instead of the WebP', () => {
    const pictured = {
      ...product,
      images: ['/images/products/peacock-poshak/1-640.webp'],
      imageSet: [
        { src: '/images/products/peacock-poshak/1-640.webp', srcSet: '', alt: 'Front', width: 640, height: 640 },
      ],
    };
    const tags = Object.fromEntries(
      productMeta(pictured, english).flatMap((m) =>
        'property' in m ? [[m.property as string, m.content as string]] : [],
      ),
    );
    expect(tags).toMatchObject({
      'og:image': 'https://shop.example/images/products/peacock-poshak/1-og.jpg',
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Front',
    });
  });

  it('is its own canonical page in Hindi, with a Hindi breadcrumb, and names its English twin', () => {
    const meta = productMeta(product, pageIn('hi'));
    const links = meta.flatMap((m) => ('tagName' in m && m.tagName === 'link' ? [m] : []));
    expect(links).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/hi/products/peacock-poshak',
    });
    expect(links).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-IN',
      href: 'https://shop.example/products/peacock-poshak',
    });
    expect(links).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.example/products/peacock-poshak',
    });
    const crumbs = meta.find(
      (m) => 'script:ld+json' in m && (m['script:ld+json'] as { '@type': string })['@type'] === 'BreadcrumbList',
    ) as { 'script:ld+json': { itemListElement: { name: string; item: string }[] } };
    expect(crumbs['script:ld+json'].itemListElement.map((step) => step.name)).toEqual([
      'होम',
      'लड्डू गोपाल',
      'Peacock Poshak',
    ]);
    expect(crumbs['script:ld+json'].itemListElement[1]!.item).toBe('https://shop.example/hi/collections/laddu-gopal');
  });
});
