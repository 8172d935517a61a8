import type { MessageId } from '../locales/catalogues.server';
import { collectionHref, collectionsInGroup, type CollectionGroup } from '../features/catalogue/collection-directory';

type MenuLink = { label: MessageId; to: string };
export type MenuGroup = { key: CollectionGroup; title: MessageId; links: MenuLink[] };

const GROUP_TITLES = {
  deity: 'siteMenus.groupDeity',
  accessory: 'siteMenus.groupAccessory',
  collection: 'siteMenus.groupCollection',
} as const satisfies Record<CollectionGroup, MessageId>;

/** The header's three dropdowns (desktop) and accordions (mobile): Buy For, Accessories, Collections. */
export const MENU_GROUPS: MenuGroup[] = (['deity', 'accessory', 'collection'] as const).map((key) => ({
  key,
  title: GROUP_TITLES[key],
  links: collectionsInGroup(key).map((slug) => ({
    label: `collectionNames.collection:${slug}`,
    to: collectionHref(slug),
  })),
}));
