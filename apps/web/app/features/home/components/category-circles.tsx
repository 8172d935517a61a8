import { useT } from '../../../lib/i18n';
import { PlainLink } from '../../../lib/plain-link';
import { ServerHtml } from '../../../lib/server-html';
import { HOME_CATEGORIES } from '../home-categories';
import { CategoryGlyph } from './category-glyph';

export function CategoryCircles() {
  const t = useT();
  return (
    <nav aria-label={t('home.categories')} className="mx-auto max-w-7xl px-4 pt-4">
      <ServerHtml
        as="ul"
        from={HOME_CATEGORIES}
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-12 lg:overflow-visible lg:px-0"
      >
        {HOME_CATEGORIES.map((category) => (
          <li key={category.slug} className="shrink-0 snap-start">
            <PlainLink
              to={`/collections/${category.slug}`}
              className="group flex w-20 flex-col items-center gap-1.5 rounded-lg p-1 text-center lg:w-auto"
            >
              <span
                className={`flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-br text-maroon-800 ring-2 ring-gold-400/60 transition-transform group-hover:scale-105 motion-reduce:transition-none sm:h-20 sm:w-20 ${category.tone}`}
              >
                <CategoryGlyph name={category.glyph} />
              </span>
              <span className="text-xs font-semibold text-ink-900 group-hover:text-maroon-700 sm:text-sm">
                {t(`home.category:${category.slug}`)}
              </span>
            </PlainLink>
          </li>
        ))}
      </ServerHtml>
    </nav>
  );
}
