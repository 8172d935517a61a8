import type { CollectionEntry, CollectionKind } from '@shop/shared/contracts/listing';
import type { MessageId } from '../../../locales/catalogues.server';
import { englishFallback, LocaleLink, useT } from '../../../lib/i18n';
import { pictureSources } from '../../../lib/picture';

const GROUPS: { title: MessageId; kinds: CollectionKind[] }[] = [
  { title: 'listing.groupDeity', kinds: ['deity'] },
  { title: 'listing.groupCategory', kinds: ['category'] },
  { title: 'listing.groupCollection', kinds: ['collection', 'occasion', 'season'] },
];

function CollectionTileGrid({ entries }: { entries: readonly CollectionEntry[] }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {entries.map((entry) => (
        <li key={entry.slug} className="grid">
          <LocaleLink
            to={entry.href}
            className="group flex flex-col overflow-hidden rounded-xl border border-cream-200 bg-white shadow-sm transition hover:border-gold-400 hover:shadow-md"
          >
            <div className="aspect-[4/3] overflow-hidden bg-cream-100">
              {entry.image ? (
                <img
                  {...pictureSources(entry.image, '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw')}
                  alt=""
                  width={entry.image.width}
                  height={entry.image.height}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition-transform group-hover:scale-105"
                />
              ) : null}
            </div>
            <div className="flex flex-1 flex-col gap-1 p-3">
              <span {...englishFallback(entry, 'name')} className="font-display text-lg font-semibold text-maroon-800">
                {entry.name}
              </span>
              <span {...englishFallback(entry, 'description')} className="line-clamp-2 text-sm text-ink-700">
                {entry.description}
              </span>
              <span className="mt-auto pt-1 text-xs font-semibold text-ink-500">
                {t('listing.productCount', { count: entry.productCount })}
              </span>
            </div>
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

/** Every collection with products, grouped: deities, then categories, then collections. */
export function CollectionDirectory({ entries }: { entries: readonly CollectionEntry[] }) {
  const t = useT();
  const withProducts = entries.filter((entry) => entry.productCount > 0);
  return (
    <div className="flex flex-col gap-10">
      {GROUPS.map((group) => {
        const members = withProducts.filter((entry) => group.kinds.includes(entry.kind));
        if (members.length === 0) return null;
        const id = `collections-${group.kinds[0]}`;
        return (
          <section key={id} aria-labelledby={id}>
            <h2 id={id} className="mb-4 font-display text-2xl text-maroon-800">
              {t(group.title)}
            </h2>
            <CollectionTileGrid entries={members} />
          </section>
        );
      })}
    </div>
  );
}
