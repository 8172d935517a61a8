import { Link } from 'react-router';
import {
  COLLECTION_GROUP_TITLES,
  collectionHref,
  collectionsInGroup,
  type CollectionEntry,
  type CollectionGroup,
} from '../collection-directory';

const GROUP_HEADINGS: Record<CollectionGroup, string> = {
  deity: 'Shop by deity',
  accessory: COLLECTION_GROUP_TITLES.accessory,
  collection: COLLECTION_GROUP_TITLES.collection,
};

export function CollectionTileGrid({ entries }: { entries: readonly CollectionEntry[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.slug} className="grid">
          <Link
            to={collectionHref(entry.slug)}
            className="flex flex-col gap-1 rounded-xl border border-cream-200 bg-white p-5 shadow-sm transition hover:border-gold-400 hover:shadow-md"
          >
            <span className="font-display text-xl font-semibold text-maroon-800">{entry.name}</span>
            <span className="text-sm text-ink-700">{entry.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every collection, grouped as in the header menus. */
export function CollectionDirectory() {
  const groups: CollectionGroup[] = ['deity', 'accessory', 'collection'];
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <section key={group} aria-labelledby={`collections-${group}`}>
          <h2 id={`collections-${group}`} className="mb-4 font-display text-2xl text-maroon-800">
            {GROUP_HEADINGS[group]}
          </h2>
          <CollectionTileGrid entries={collectionsInGroup(group)} />
        </section>
      ))}
    </div>
  );
}
