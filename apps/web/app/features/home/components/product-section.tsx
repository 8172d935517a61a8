import { useT } from '../../../lib/i18n';
import { PlainLink } from '../../../lib/plain-link';
import type { MessageId } from '../../../locales/catalogues.server';
import { ServerHtml } from '../../../lib/server-html';
import { CARD_SIZES, ProductCard } from '../../catalogue/components/product-card';
import type { HomeSectionCards } from '../api/get-home-sections';

/**
 * Sections after the first are laid out and painted only as they come near the screen
 * (`content-visibility: auto`): thirteen shelves of five cards were most of the home page's
 * layout work while it loaded, every time a picture arrived. Their content stays in the page for
 * find-in-page, links, tab order and screen readers. The reserved height (`auto` keeps the last
 * real one) is about a shelf's: three rows of cards on a phone, one from 1024 px.
 */
const OFF_SCREEN_UNTIL_NEAR =
  '[content-visibility:auto] [contain-intrinsic-size:auto_1000px] lg:[contain-intrinsic-size:auto_420px]';

/**
 * On a phone the first section's top row is inside the first screen, under the banner, and its
 * first picture is the page's largest paint: `first` loads that row at once (the first two
 * pictures before anything else), the rest lazily.
 */
export function ProductSection({ section, first = false }: { section: HomeSectionCards; first?: boolean }) {
  const headingId = `section-${section.key}`;
  const t = useT();
  // The API names its shelves in English; the web has their words. A shelf it does not know yet
  // keeps the API's English, marked as such.
  const titleId = `home.section:${section.key}`;
  const known = t(titleId as MessageId);
  const title = known === titleId ? section.title : known;
  return (
    <section aria-labelledby={headingId} className={first ? 'mb-10' : `mb-10 ${OFF_SCREEN_UNTIL_NEAR}`}>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2
          id={headingId}
          lang={known === titleId ? 'en' : undefined}
          className="font-display text-2xl text-maroon-800"
        >
          {title}
        </h2>
        <PlainLink
          to={section.href}
          className="tap-target text-sm font-semibold whitespace-nowrap text-saffron-700 underline-offset-2 hover:underline"
        >
          {t('home.viewAll')}
          <span className="sr-only"> {title}</span>
        </PlainLink>
      </div>
      <ServerHtml from={section.products} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {section.products.map((product, i) => (
          <ProductCard
            key={product._id}
            product={product}
            sizes={CARD_SIZES.shelf}
            eager={first && i < 5}
            priority={first && i < 2}
          />
        ))}
      </ServerHtml>
    </section>
  );
}
