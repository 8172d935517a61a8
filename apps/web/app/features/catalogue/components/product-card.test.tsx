import type { ProductCard as ProductCardData } from '@shop/shared/contracts/listing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InLanguage } from '../../../test/language';
import { CARD_SIZES, ProductCard } from './product-card';

const card: ProductCardData = {
  _id: 'p1',
  name: 'लड्डू गोपाल के लिए लाल पोशाक',
  slug: 'red-poshak',
  price: 429,
  priceVaries: true,
  originalPrice: null,
  discount: 0,
  image: null,
  inStock: false,
  stockStatus: 'out_of_stock',
  deity: null,
  category: 'dresses',
  color: 'Red',
  ratings: { average: 4.5, count: 1 },
  sizes: [],
  isBestseller: false,
  isNewArrival: false,
  codAvailable: true,
  untranslated: [],
};

function drawn(product: ProductCardData, locale: 'en' | 'hi') {
  return renderToStaticMarkup(
    <InLanguage locale={locale}>
      <ProductCard product={product} sizes={CARD_SIZES.listing} />
    </InLanguage>,
  );
}

describe('a product card', () => {
  it('speaks Hindi on a Hindi page: price, cash on delivery, stock and its review count', () => {
    const html = drawn(card, 'hi');
    expect(html).toContain('href="/hi/products/red-poshak"');
    expect(html).toContain('₹429 से शुरू');
    expect(html).toContain('कैश ऑन डिलीवरी उपलब्ध');
    expect(html).toContain('स्टॉक में नहीं है');
    expect(html).toContain('1 रिव्यू');
    expect(html).not.toMatch(/COD|From|Rated|review/);
  });

  it('opens the product at the size a size filter chose, priced at that size alone', () => {
    const html = drawn({ ...card, size: '3', price: 549, priceVaries: false, inStock: true }, 'hi');
    expect(html).toContain('href="/hi/products/red-poshak?size=3"');
    expect(html).toContain('₹549');
    expect(html).not.toContain('से शुरू');
    expect(drawn(card, 'en')).toContain('href="/products/red-poshak"');
  });

  it('marks a name the shop has only in English as English on a Hindi page', () => {
    expect(drawn(card, 'hi')).not.toContain('lang="en"');
    const english = drawn({ ...card, name: 'Red Poshak for Laddu Gopal', untranslated: ['name'] }, 'hi');
    expect(english).toMatch(/<h3 lang="en"[^>]*>Red Poshak for Laddu Gopal<\/h3>/);
  });

  it('describes its picture in Hindi, and marks an English description on a Hindi page', () => {
    const image = { src: '/p.webp', srcSet: '/p.webp 640w', alt: 'लाल पोशाक, सामने से', width: 640, height: 640 };
    expect(drawn({ ...card, image: { ...image, untranslated: [] } }, 'hi')).toMatch(
      /<img [^>]*alt="लाल पोशाक, सामने से"(?![^>]*lang=)[^>]*>/,
    );
    const english = drawn({ ...card, image: { ...image, alt: 'Red Poshak, front view', untranslated: ['alt'] } }, 'hi');
    expect(english).toMatch(/<img [^>]*alt="Red Poshak, front view" lang="en"/);
  });

  it('counts reviews in English words on an English page', () => {
    const { untranslated: _, ...english } = card;
    const html = drawn({ ...english, ratings: { average: 4, count: 12 } }, 'en');
    expect(html).toContain('12 reviews');
    expect(html).toContain('From ₹429');
    expect(html).not.toContain('lang=');
  });
});
