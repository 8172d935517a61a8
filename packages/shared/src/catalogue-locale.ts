// The catalogue in the language of a request (decision 0065). The catalogue holds each text in
// English with its Hindi beside it; an answer carries one language: in Hindi, every text the shop
// has no Hindi for shows the English and is named in `untranslated`, so the page can mark it
// `lang="en"`. English answers carry neither the Hindi nor `untranslated`.
import type { CollectionSummary, Product, ProductImage } from './contracts/catalogue';
import type { FacetValue, ListingFacets, ProductCard, SearchSuggestion } from './contracts/listing';
import type { Locale } from './locale';

type Text = string | null | undefined;

/** Hindi that is really there: null, blank or an empty list falls back to the English. */
function hindiOr<T extends string | readonly string[]>(
  english: T,
  hindi: T | null | undefined,
  field: string,
  untranslated: string[],
): T {
  const present = typeof hindi === 'string' ? hindi.trim() !== '' : Array.isArray(hindi) && hindi.length > 0;
  if (present) return hindi as T;
  untranslated.push(field);
  return english;
}

/** A picture's alt text in the request's language; an empty English alt needs no marking. */
export function localizeImage(image: ProductImage, locale: Locale): ProductImage {
  const { hi, untranslated: _, ...english } = image;
  if (locale === 'en') return english;
  const untranslated: string[] = [];
  const alt = english.alt === '' ? english.alt : hindiOr(english.alt, hi?.alt, 'alt', untranslated);
  return { ...english, alt, untranslated };
}

export function localizeProduct(product: Product, locale: Locale): Product {
  const { hi, untranslated: _, ...english } = product;
  const imageSet = english.imageSet.map((image) => localizeImage(image, locale));
  if (locale === 'en') return { ...english, imageSet };
  const untranslated: string[] = [];
  const name = hindiOr(english.name, hi?.name, 'name', untranslated);
  const shortFeatures = hindiOr(english.shortFeatures, hi?.shortFeatures, 'shortFeatures', untranslated);
  const description = hindiOr(english.description, hi?.description, 'description', untranslated);
  const specifications = { ...english.specifications };
  for (const key of Object.keys(specifications) as (keyof typeof specifications)[]) {
    specifications[key] = hindiOr(
      specifications[key],
      hi?.specifications?.[key],
      `specifications.${key}`,
      untranslated,
    );
  }
  const packageContent = { ...english.packageContent };
  for (const key of Object.keys(packageContent) as (keyof typeof packageContent)[]) {
    packageContent[key] = hindiOr(
      packageContent[key],
      hi?.packageContent?.[key],
      `packageContent.${key}`,
      untranslated,
    );
  }
  return {
    ...english,
    imageSet,
    name,
    shortFeatures,
    description,
    specifications,
    highlights: hindiOr(english.highlights, hi?.highlights, 'highlights', untranslated),
    features: hindiOr(english.features, hi?.features, 'features', untranslated),
    material: hindiOr(english.material, hi?.material, 'material', untranslated),
    subCategory: hindiOr(english.subCategory, hi?.subCategory, 'subCategory', untranslated),
    countryOfOrigin: hindiOr(english.countryOfOrigin, hi?.countryOfOrigin, 'countryOfOrigin', untranslated),
    packageContent,
    untranslated,
  };
}

export function localizeCard(card: ProductCard, locale: Locale): ProductCard {
  const { hi, untranslated: _, ...english } = card;
  const image = english.image && localizeImage(english.image, locale);
  if (locale === 'en') return { ...english, image };
  const untranslated: string[] = [];
  return { ...english, image, name: hindiOr(english.name, hi?.name, 'name', untranslated), untranslated };
}

/**
 * A product's name on a cart line or an order line: its Hindi name where there is one. An order
 * keeps the Hindi it was sold under, so a later edit of the catalogue changes no past order.
 */
export function localizeLineName<T extends { name: string }>(
  item: T,
  hindiName: Text,
  locale: Locale,
): T & { untranslated?: string[] } {
  if (locale === 'en') return item;
  const untranslated: string[] = [];
  return { ...item, name: hindiOr(item.name, hindiName, 'name', untranslated), untranslated };
}

/** A deity, collection or category (and anything carrying one, such as a collection entry). */
export function localizeCollection<T extends CollectionSummary>(collection: T, locale: Locale): T {
  const { hi, untranslated: _, ...english } = collection;
  if (locale === 'en') return english as T;
  const untranslated: string[] = [];
  return {
    ...english,
    name: hindiOr(english.name, hi?.name, 'name', untranslated),
    description: hindiOr(english.description, hi?.description, 'description', untranslated),
    untranslated,
  } as T;
}

/** A suggestion labelled with the Hindi name of what it names (a product, collection or deity). */
export function localizeSuggestion(suggestion: SearchSuggestion, hindiLabel: Text, locale: Locale): SearchSuggestion {
  if (locale === 'en') return suggestion;
  const untranslated: string[] = [];
  const label = hindiOr(suggestion.label, hindiLabel, 'label', untranslated);
  return { ...suggestion, label, untranslated };
}

/** Blog articles: `title`, `excerpt` and `body` each in Hindi where the shop wrote it. */
export function localizeArticle<T extends { title: string; excerpt: string; body?: string }>(
  article: T,
  hindi: { title: Text; excerpt: Text; body?: Text },
  locale: Locale,
): T {
  if (locale === 'en') return article;
  const untranslated: string[] = [];
  const localized: T = {
    ...article,
    title: hindiOr(article.title, hindi.title, 'title', untranslated),
    excerpt: hindiOr(article.excerpt, hindi.excerpt, 'excerpt', untranslated),
  };
  if (article.body !== undefined) localized.body = hindiOr(article.body, hindi.body, 'body', untranslated);
  return { ...localized, untranslated };
}

/**
 * A listing's deity, category and colour filters labelled with their Hindi names where the shop
 * has them: deities' and categories' by slug, colours' as the products' Hindi specifications name them.
 */
export function localizeFacets(
  facets: ListingFacets,
  hindiName: (slug: string) => Text,
  locale: Locale,
): ListingFacets {
  const relabel = (values: ListingFacets['deities'], hindi: (value: FacetValue) => Text) =>
    values.map(({ hi, untranslated: _, ...value }) => {
      if (locale === 'en') return value;
      const untranslated: string[] = [];
      return { ...value, label: hindiOr(value.label, hindi({ ...value, hi }), 'label', untranslated), untranslated };
    });
  return {
    ...facets,
    deities: relabel(facets.deities, (value) => hindiName(value.value)),
    categories: relabel(facets.categories, (value) => hindiName(value.value)),
    colors: relabel(facets.colors, (value) => value.hi?.label),
  };
}
