import { describe, expect, it } from 'vitest';
import { localizeArticle, localizeCard, localizeCollection, localizeFacets, localizeProduct } from './catalogue-locale';
import type { Product } from './contracts/catalogue';
import type { ListingFacets, ProductCard } from './contracts/listing';

const specifications = {
  brand: 'Shringar Shop',
  color: 'Red',
  occasion: 'Daily seva',
  dimensions: 'Fits size 0 to 6',
  weight: 'Approx. 60 g',
  careInstructions: 'Dry clean only.',
};

const product = {
  name: 'Red Zari Poshak for Laddu Gopal',
  description: 'A red poshak.',
  shortFeatures: ['Zari work'],
  specifications,
  highlights: ['Handcrafted in Vrindavan'],
  features: ['Available in idol sizes 0 to 6; see the size guide to choose'],
  material: 'Art silk',
  subCategory: 'Zari Poshak',
  countryOfOrigin: 'India',
  packageContent: { itemsIncluded: '1 poshak', packagingType: 'Zip-lock pouch' },
  imageSet: [],
  hi: {
    name: 'लड्डू गोपाल के लिए लाल ज़री पोशाक',
    description: null,
    shortFeatures: ['ज़री का काम'],
    specifications: { color: 'लाल', occasion: '  ' },
    highlights: ['वृंदावन में हाथ से बनी'],
    features: [],
    material: 'आर्ट सिल्क',
    subCategory: 'ज़री पोशाक',
    countryOfOrigin: 'भारत',
    packageContent: { itemsIncluded: '1 पोशाक' },
  },
} as unknown as Product;

describe('A product in the request language', () => {
  it('shows the Hindi the shop has and names each field that fell back to English', () => {
    const hindi = localizeProduct(product, 'hi');
    expect(hindi.name).toBe('लड्डू गोपाल के लिए लाल ज़री पोशाक');
    expect(hindi.shortFeatures).toEqual(['ज़री का काम']);
    expect(hindi.description).toBe('A red poshak.');
    expect(hindi.specifications).toEqual({ ...specifications, color: 'लाल' });
    expect(hindi.untranslated).toEqual([
      'description',
      'specifications.brand',
      'specifications.occasion',
      'specifications.dimensions',
      'specifications.weight',
      'specifications.careInstructions',
      'packageContent.packagingType',
      'features',
    ]);
    expect(hindi).toMatchObject({
      highlights: ['वृंदावन में हाथ से बनी'],
      features: ['Available in idol sizes 0 to 6; see the size guide to choose'],
      material: 'आर्ट सिल्क',
      subCategory: 'ज़री पोशाक',
      countryOfOrigin: 'भारत',
      packageContent: { itemsIncluded: '1 पोशाक', packagingType: 'Zip-lock pouch' },
    });
    expect(hindi).not.toHaveProperty('hi');
  });

  it('in English carries neither the Hindi nor a list of fallbacks', () => {
    const english = localizeProduct(product, 'en');
    expect(english.name).toBe(product.name);
    expect(english).not.toHaveProperty('hi');
    expect(english).not.toHaveProperty('untranslated');
  });

  it('falls back to English for an empty list of Hindi features', () => {
    const hindi = localizeProduct({ ...product, hi: { shortFeatures: [] } }, 'hi');
    expect(hindi.shortFeatures).toEqual(['Zari work']);
    expect(hindi.untranslated).toContain('shortFeatures');
  });
});

describe('Cards, collections, facets and articles in the request language', () => {
  it('names a card in Hindi, or says its name is English', () => {
    const card = { name: 'Red Mukut', hi: { name: 'लाल मुकुट' } } as ProductCard;
    expect(localizeCard(card, 'hi')).toEqual({ name: 'लाल मुकुट', untranslated: [] });
    expect(localizeCard({ ...card, hi: {} }, 'hi')).toEqual({ name: 'Red Mukut', untranslated: ['name'] });
    expect(localizeCard(card, 'en')).toEqual({ name: 'Red Mukut' });
  });

  it('names a collection in Hindi with its English description when it has no Hindi one', () => {
    const collection = { slug: 'mukut', name: 'Mukut', description: 'Crowns.', hi: { name: 'मुकुट' } };
    expect(localizeCollection(collection, 'hi')).toEqual({
      slug: 'mukut',
      name: 'मुकुट',
      description: 'Crowns.',
      untranslated: ['description'],
    });
  });

  it('labels the filters with their Hindi names and marks the ones left in English', () => {
    const facets = {
      deities: [{ value: 'mata-rani', label: 'Mata Rani', count: 3 }],
      categories: [{ value: 'mukut', label: 'Mukut', count: 2 }],
      colors: [
        { value: 'red', label: 'Red', count: 1, hi: { label: 'लाल' } },
        { value: 'teal', label: 'Teal', count: 1, hi: { label: null } },
      ],
    } as ListingFacets;
    const names: Record<string, string> = { 'mata-rani': 'माता रानी' };
    const hindi = localizeFacets(facets, (slug) => names[slug], 'hi');
    expect(hindi.deities).toEqual([{ value: 'mata-rani', label: 'माता रानी', count: 3, untranslated: [] }]);
    expect(hindi.categories).toEqual([{ value: 'mukut', label: 'Mukut', count: 2, untranslated: ['label'] }]);
    expect(hindi.colors).toEqual([
      { value: 'red', label: 'लाल', count: 1, untranslated: [] },
      { value: 'teal', label: 'Teal', count: 1, untranslated: ['label'] },
    ]);
    expect(localizeFacets(facets, (slug) => names[slug], 'en').colors).toEqual([
      { value: 'red', label: 'Red', count: 1 },
      { value: 'teal', label: 'Teal', count: 1 },
    ]);
  });

  it('shows an article in Hindi where the shop wrote it', () => {
    const article = { title: 'Winter', excerpt: 'Warm.', body: 'Wool.' };
    expect(localizeArticle(article, { title: 'सर्दी', excerpt: null, body: 'ऊन।' }, 'hi')).toEqual({
      title: 'सर्दी',
      excerpt: 'Warm.',
      body: 'ऊन।',
      untranslated: ['excerpt'],
    });
  });
});
