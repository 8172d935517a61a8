// The catalogue in the language of a request (decision 0065). The catalogue holds each text in
// English with its Hindi beside it; an answer carries one language: in Hindi, every text the shop
// has no Hindi for shows the English and is named in `untranslated`, so the page can mark it
// `lang="en"`. English answers carry neither the Hindi nor `untranslated`.
import type { CollectionSummary, Product } from './contracts/catalogue';
import type { ListingFacets, ProductCard, SearchSuggestion } from './contracts/listing';
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

export function localizeProduct(product: Product, locale: Locale): Product {
  const { hi, untranslated: _, ...english } = product;
  if (locale === 'en') return english;
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
  return { ...english, name, shortFeatures, description, specifications, untranslated };
}

export function localizeCard(card: ProductCard, locale: Locale): ProductCard {
  const { hi, untranslated: _, ...english } = card;
  if (locale === 'en') return english;
  const untranslated: string[] = [];
  return { ...english, name: hindiOr(english.name, hi?.name, 'name', untranslated), untranslated };
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

/** A listing's deity and category filters labelled with their Hindi names where the shop has them. */
export function localizeFacets(
  facets: ListingFacets,
  hindiName: (slug: string) => Text,
  locale: Locale,
): ListingFacets {
  if (locale === 'en') return facets;
  const relabel = (values: ListingFacets['deities']) =>
    values.map((value) => ({ ...value, label: hindiOr(value.label, hindiName(value.value), 'label', []) }));
  return { ...facets, deities: relabel(facets.deities), categories: relabel(facets.categories) };
}
