// Every collection page of the shop, for menus and breadcrumbs. The listing pages themselves
// read the name and description the API holds; this list only has to point at the right slugs.
// Each one's name in the menus is the shell catalogue's `collection:<slug>` (locales/*/shell.ts).

export type CollectionGroup = 'deity' | 'accessory' | 'collection';

export const COLLECTION_DIRECTORY = [
  { slug: 'laddu-gopal', group: 'deity' },
  { slug: 'radha-rani', group: 'deity' },
  { slug: 'mata-rani', group: 'deity' },
  { slug: 'radha-krishna', group: 'deity' },
  { slug: 'jhula', group: 'accessory' },
  { slug: 'singhasan', group: 'accessory' },
  { slug: 'mukut', group: 'accessory' },
  { slug: 'pagdi', group: 'accessory' },
  { slug: 'jewellery', group: 'accessory' },
  { slug: 'accessories', group: 'accessory' },
  { slug: 'bestsellers', group: 'collection' },
  { slug: 'new-arrivals', group: 'collection' },
  { slug: 'featured', group: 'collection' },
  { slug: 'festival', group: 'collection' },
  { slug: 'summer', group: 'collection' },
  { slug: 'winter', group: 'collection' },
  { slug: 'daily-wear', group: 'collection' },
  { slug: 'heavy-dress', group: 'collection' },
  { slug: 'designerdress', group: 'collection' },
  { slug: 'embroidery', group: 'collection' },
  { slug: 'combo-dresses', group: 'collection' },
  { slug: 'mukut-pagdi', group: 'collection' },
  { slug: 'jhula-singhasan', group: 'collection' },
] as const satisfies readonly { slug: string; group: CollectionGroup }[];

export type CollectionSlug = (typeof COLLECTION_DIRECTORY)[number]['slug'];

export function collectionsInGroup(group: CollectionGroup): CollectionSlug[] {
  return COLLECTION_DIRECTORY.filter((entry) => entry.group === group).map((entry) => entry.slug);
}

export function collectionHref(slug: string): string {
  return `/collections/${slug}`;
}
