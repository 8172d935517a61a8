import { Fragment, useEffect } from 'react';
import { hydrateLater } from '../../../lib/hydrate-later';
import { useT } from '../../../lib/i18n';
import type { MessageId } from '../../../locales/catalogues.server';
import { toast } from '../../../lib/toast';
import { reviewHighlightsQuery } from '../../reviews/api/get-review-highlights';
import { useHomeSections } from '../api/get-home-sections';
import { SaleBanner } from './sale-banner';

// The carousels hydrate on their own (lib/hydrate-later.tsx): their code and first measuring stay
// out of the page's first scripts and first long task; until then each is the server's HTML, which
// already scrolls and snaps.
const BannerCarousel = hydrateLater(() => import('./banner-carousel').then((module) => module.BannerCarousel));
// Links, pictures and words only: the server draws them in full, and their links work before their
// code comes. Their props never change once drawn, so a re-render of the page keeps their HTML.
const homeLinks = () => import('./home-links');
const TrustStrip = hydrateLater(() => homeLinks().then((module) => module.TrustStrip));
const CategoryCircles = hydrateLater(() => homeLinks().then((module) => module.CategoryCircles));
const ExploreCollections = hydrateLater(() => homeLinks().then((module) => module.ExploreCollections));
const PromoBanner = hydrateLater(() => homeLinks().then((module) => module.PromoBanner));
// Buyers' words sit at the page's end: their data is in the server's HTML only (routes/home.tsx),
// fetched with their code when hydration reaches them.
const Testimonials = hydrateLater(
  () => import('./testimonial-slider').then((module) => module.Testimonials),
  ({ query }) => [query],
);
// The shelves are the server's HTML (their cards are links only, lib/server-html.tsx): their code,
// the cards', comes later too. Each is drawn from its own section of the sections' data, the
// same object on every render until the data changes.
const ProductSection = hydrateLater(() => import('./product-section').then((module) => module.ProductSection));
// One query for every render: a new one each time would undo the part's `memo` and could drop its
// server HTML before its code came (lib/hydrate-later.tsx).
const HIGHLIGHTS = reviewHighlightsQuery();

/** Promo banners sit after these sections (when those sections are shown). */
const PROMOS_AFTER: Record<string, { title: MessageId; to: string; cta: MessageId; tone: string }> = {
  featured: {
    title: 'home.jhulaPromo',
    to: '/collections/jhula-singhasan',
    cta: 'home.jhulaPromoCta',
    tone: 'from-maroon-800 to-saffron-700',
  },
  'mukut-pagdi': {
    title: 'home.heavyPromo',
    to: '/collections/heavy-dress',
    cta: 'home.heavyPromoCta',
    tone: 'from-indigo-900 to-maroon-800',
  },
};

export function HomePage() {
  const t = useT();
  return (
    <>
      <h1 className="sr-only">{t('home.tagline')}</h1>
      <TrustStrip />
      <CategoryCircles />
      <SaleBanner />
      <BannerCarousel />
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <HomeProductSections />
        <ExploreCollections />
        <Testimonials query={HIGHLIGHTS} />
      </div>
    </>
  );
}

export function HomeProductSections() {
  const { data, isPending, isError } = useHomeSections();
  const t = useT();
  const failed = t('home.productsFailed');

  useEffect(() => {
    if (isError) toast.error(failed);
  }, [isError, failed]);

  if (isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center" role="status">
        <span className="h-12 w-12 animate-spin rounded-full border-4 border-gold-400 border-t-transparent motion-reduce:animate-none" />
        <span className="sr-only">{t('home.loadingProducts')}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="mx-auto mb-12 flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold text-maroon-800">{failed}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800"
        >
          {t('home.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <>
      {data.map((section, index) => {
        const promo = PROMOS_AFTER[section.key];
        return (
          <Fragment key={section.key}>
            <ProductSection section={section} first={index === 0} />
            {promo ? (
              <PromoBanner {...promo} fromPrice={data.find((other) => other.href === promo.to)?.fromPrice} />
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}
