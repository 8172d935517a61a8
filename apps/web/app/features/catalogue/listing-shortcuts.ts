import { pathWithoutLocale } from '@shop/shared/locale';
import type { ListingShortcutPath } from '@shop/shared/page-query-params';
import type { ListingPageDefinition } from './listing-page-data';

/** The same products as /collections/<slug>, which is the address search engines are given. */
function collectionUnderShortAddress(slug: string): ListingPageDefinition {
  return { source: { kind: 'collections', slugs: [slug] }, canonicalPath: `/collections/${slug}` };
}

/**
 * The spec's listing shortcuts, by path: each shows one collection (seasonal shows summer and
 * winter). routes.ts registers routes/listing-shortcut.tsx once per path, with the path as the
 * route's id, and the module finds its page here. The paths themselves are named in
 * @shop/shared/page-query-params, whose table tells the page cache what these pages read.
 */
export const LISTING_SHORTCUTS: Readonly<Record<ListingShortcutPath, ListingPageDefinition>> = {
  featured: collectionUnderShortAddress('featured'),
  'daily-wear': collectionUnderShortAddress('daily-wear'),
  'heavy-dress': collectionUnderShortAddress('heavy-dress'),
  accessories: collectionUnderShortAddress('accessories'),
  'accessories/jhula': collectionUnderShortAddress('jhula'),
  'accessories/mukut': collectionUnderShortAddress('mukut'),
  festival: collectionUnderShortAddress('festival'),
  seasonal: {
    source: { kind: 'collections', slugs: ['summer', 'winter'] },
    title: 'listing.seasonalTitle',
    description: 'listing.seasonalDescription',
  },
  'new-arrivals': collectionUnderShortAddress('new-arrivals'),
  'combo-dresses': collectionUnderShortAddress('combo-dresses'),
  embroidery: collectionUnderShortAddress('embroidery'),
  'mukut-pagdi': collectionUnderShortAddress('mukut-pagdi'),
  jewellery: collectionUnderShortAddress('jewellery'),
  'jhula-singhasan': collectionUnderShortAddress('jhula-singhasan'),
};

/**
 * The page of the shortcut registered at `path` (its route id, or its route pattern with or without
 * the leading slash), in either language: the Hindi twin's is `hi/featured`.
 */
export function listingShortcut(path: string): ListingPageDefinition {
  const page = (LISTING_SHORTCUTS as Readonly<Record<string, ListingPageDefinition | undefined>>)[
    pathWithoutLocale(`/${path.replace(/^\//, '')}`).slice(1)
  ];
  if (!page) throw new Error(`No listing shortcut is registered at ${path}`);
  return page;
}
