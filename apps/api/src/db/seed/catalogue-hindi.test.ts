import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './blog-data';
import { BLOG_POSTS_HI } from './blog-hindi';
import { CATALOGUE } from './catalogue-data';
import { withColourHi } from './catalogue-hindi';

/** Written in Devanagari: mostly Devanagari letters, no Latin word left untranslated. */
function isDevanagari(text: string): boolean {
  const letters = [...text].filter((ch) => /\p{L}/u.test(ch));
  const devanagari = letters.filter((ch) => /\p{Script=Devanagari}/u.test(ch));
  return letters.length > 0 && devanagari.length / letters.length > 0.9;
}

describe('The seeded catalogue in Hindi', () => {
  it('gives every product a Hindi name, description, short features and specifications', () => {
    const missing = CATALOGUE.products.filter(
      (p) =>
        !isDevanagari(p.hi.name) ||
        !isDevanagari(p.hi.description) ||
        p.hi.shortFeatures.length !== p.shortFeatures.length ||
        !p.hi.shortFeatures.every(isDevanagari) ||
        !isDevanagari(p.hi.specifications.occasion) ||
        !isDevanagari(p.hi.specifications.careInstructions),
    );
    expect(missing.map((p) => p.slug)).toEqual([]);
  });

  it('gives every product its highlights, features, material, type, origin and package in Hindi', () => {
    const missing = CATALOGUE.products.filter(
      (p) =>
        p.hi.highlights.length !== p.highlights.length ||
        p.hi.features.length !== p.features.length ||
        ![
          ...p.hi.highlights,
          ...p.hi.features,
          p.hi.material,
          p.hi.subCategory,
          p.hi.countryOfOrigin,
          p.hi.packageContent.itemsIncluded,
          p.hi.packageContent.packagingType,
        ].every(isDevanagari),
    );
    expect(missing.map((p) => p.slug)).toEqual([]);
  });

  it('gives every collection, category and deity a Hindi name and description', () => {
    const groups = [...CATALOGUE.collections, ...CATALOGUE.deities];
    const missing = groups.filter((g) => !isDevanagari(g.nameHi) || !isDevanagari(g.descriptionHi));
    expect(missing.map((g) => g.slug)).toEqual([]);
  });

  it('gives every article a Hindi title, excerpt and body', () => {
    for (const post of BLOG_POSTS) {
      const hindi = BLOG_POSTS_HI[post.slug];
      expect(hindi && [hindi.title, hindi.excerpt, hindi.body].every(isDevanagari)).toBe(true);
    }
  });

  it('names a product for its deity first, in Hindi word order', () => {
    const product = CATALOGUE.products.find((p) => p.name === 'Bottle Green Heavy Kundan Poshak for Mata Rani');
    expect(product?.hi.name).toBe('माता रानी के लिए बोतल हरी भारी कुंदन पोशाक');
  });

  it('makes the colour agree with what it describes', () => {
    expect(withColourHi('{cf} पोशाक', 'Bottle Green')).toBe('बोतल हरी पोशाक');
    expect(withColourHi('{c} मुकुट', 'Bottle Green')).toBe('बोतल हरा मुकुट');
    expect(withColourHi('{cp} नगों वाला हार', 'Bottle Green')).toBe('बोतल हरे नगों वाला हार');
    expect(withColourHi('{cf} पोशाक', 'Red')).toBe('लाल पोशाक');
  });
});
