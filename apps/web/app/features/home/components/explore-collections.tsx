import { useT } from '../../../lib/i18n';
import { PlainLink } from '../../../lib/plain-link';
import { ServerHtml } from '../../../lib/server-html';
import { EXPLORE_TILES } from '../home-categories';

export function ExploreCollections() {
  const t = useT();
  return (
    <section aria-labelledby="explore-heading" className="mb-12">
      <h2 id="explore-heading" className="mb-4 font-display text-2xl text-maroon-800">
        {t('home.explore')}
      </h2>
      <ServerHtml as="ul" from={EXPLORE_TILES} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {EXPLORE_TILES.map((tile) => (
          <li key={tile.title}>
            <PlainLink
              to={tile.to}
              className={`group flex h-full min-h-40 flex-col justify-end rounded-2xl bg-gradient-to-br p-5 text-white shadow-sm transition-transform hover:-translate-y-0.5 motion-reduce:transition-none ${tile.tone}`}
            >
              <span className="font-display text-2xl font-bold">{t(tile.title)}</span>
              <span className="mt-1 text-sm text-white/90">{t(tile.blurb)}</span>
              <span className="mt-3 text-sm font-semibold underline underline-offset-4">{t('home.exploreLink')}</span>
            </PlainLink>
          </li>
        ))}
      </ServerHtml>
    </section>
  );
}
