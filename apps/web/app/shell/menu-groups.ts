import {
  COLLECTION_GROUP_TITLES,
  collectionHref,
  collectionsInGroup,
  type CollectionGroup,
} from '../features/catalogue/collection-directory';

type MenuLink = { label: string; to: string };
export type MenuGroup = { key: CollectionGroup; title: string; links: MenuLink[] };

/** The header's three dropdowns (desktop) and accordions (mobile): Buy For, Accessories, Collections. */
export const MENU_GROUPS: MenuGroup[] = (['deity', 'accessory', 'collection'] as const).map((key) => ({
  key,
  title: COLLECTION_GROUP_TITLES[key],
  links: collectionsInGroup(key).map((entry) => ({ label: entry.name, to: collectionHref(entry.slug) })),
}));
