// Every collection page of the shop, for menus, tiles and search. The listing pages themselves
// read the name and description the API holds; this list only has to point at the right slugs.

export type CollectionGroup = 'deity' | 'accessory' | 'collection';

export type CollectionEntry = {
  slug: string;
  name: string;
  description: string;
  group: CollectionGroup;
};

export const COLLECTION_GROUP_TITLES: Record<CollectionGroup, string> = {
  deity: 'Buy For',
  accessory: 'Accessories',
  collection: 'Collections',
};

export const COLLECTION_DIRECTORY: readonly CollectionEntry[] = [
  {
    slug: 'laddu-gopal',
    name: 'Laddu Gopal',
    group: 'deity',
    description: 'Poshak, mukut and shringar sized for Bal Gopal idols, from size 0 to 6.',
  },
  {
    slug: 'radha-rani',
    name: 'Radha Rani',
    group: 'deity',
    description: 'Lehenga-style dresses, chunri and jewellery for Shri Radha Rani.',
  },
  {
    slug: 'mata-rani',
    name: 'Mata Rani',
    group: 'deity',
    description: 'Chunri, poshak and shringar for Mata Rani, for Navratri and every day.',
  },
  {
    slug: 'radha-krishna',
    name: 'Radha Krishna',
    group: 'deity',
    description: 'Matching pairs of dresses for the Yugal Jodi of Radha and Krishna.',
  },

  {
    slug: 'jhula',
    name: 'Jhula',
    group: 'accessory',
    description: 'Swings in wood, metal and flowers for Janmashtami and daily seva.',
  },
  {
    slug: 'singhasan',
    name: 'Singhasan',
    group: 'accessory',
    description: 'Thrones and asans to seat your Thakur Ji in the home temple.',
  },
  {
    slug: 'mukut',
    name: 'Mukut',
    group: 'accessory',
    description: 'Crowns with peacock feathers, stones and zari work.',
  },
  {
    slug: 'pagdi',
    name: 'Pagdi',
    group: 'accessory',
    description: 'Turbans and pagdis with kalangi, to match every poshak.',
  },
  {
    slug: 'jewellery',
    name: 'Jewellery',
    group: 'accessory',
    description: 'Necklaces, earrings, bangles and bansuri for the idol’s shringar.',
  },
  {
    slug: 'accessories',
    name: 'All Accessories',
    group: 'accessory',
    description: 'Everything beyond the dress: flutes, mirrors, cushions, bedding and more.',
  },

  {
    slug: 'bestsellers',
    name: 'Best Sellers',
    group: 'collection',
    description: 'The dresses and accessories devotees order again and again.',
  },
  {
    slug: 'new-arrivals',
    name: 'New Arrivals',
    group: 'collection',
    description: 'The latest poshak and shringar, fresh from our tailors.',
  },
  {
    slug: 'featured',
    name: 'Featured',
    group: 'collection',
    description: 'Pieces our team has picked for this month.',
  },
  {
    slug: 'festival',
    name: 'Festival',
    group: 'collection',
    description: 'Janmashtami, Holi, Diwali and Navratri dresses in festive colours.',
  },
  {
    slug: 'summer',
    name: 'Summer',
    group: 'collection',
    description: 'Light cotton dresses that keep your Thakur Ji cool in the heat.',
  },
  {
    slug: 'winter',
    name: 'Winter',
    group: 'collection',
    description: 'Woollen dresses, caps and shawls for the cold months.',
  },
  {
    slug: 'daily-wear',
    name: 'Daily Wear',
    group: 'collection',
    description: 'Simple, easy-to-wash dresses for everyday seva.',
  },
  {
    slug: 'heavy-dress',
    name: 'Heavy Dress',
    group: 'collection',
    description: 'Richly worked poshak with stones, sequins and zari.',
  },
  {
    slug: 'designerdress',
    name: 'Designer Dress',
    group: 'collection',
    description: 'One-of-a-kind designs for special darshan days.',
  },
  {
    slug: 'embroidery',
    name: 'Embroidery',
    group: 'collection',
    description: 'Hand and machine embroidered dresses in fine thread work.',
  },
  {
    slug: 'combo-dresses',
    name: 'Combo Dresses',
    group: 'collection',
    description: 'Dress sets that come with a matching mukut, pagdi or jewellery.',
  },
  {
    slug: 'mukut-pagdi',
    name: 'Mukut & Pagdi',
    group: 'collection',
    description: 'Crowns and turbans together in one place.',
  },
  {
    slug: 'jhula-singhasan',
    name: 'Jhula & Singhasan',
    group: 'collection',
    description: 'Swings and thrones for the home temple.',
  },
];

export function collectionsInGroup(group: CollectionGroup): CollectionEntry[] {
  return COLLECTION_DIRECTORY.filter((entry) => entry.group === group);
}

export function collectionHref(slug: string): string {
  return `/collections/${slug}`;
}
