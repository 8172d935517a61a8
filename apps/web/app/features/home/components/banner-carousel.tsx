import { BANNER_AUTOPLAY_MS } from '@shop/shared/constants';
import { LocaleLink, useT } from '../../../lib/i18n';
import type { MessageId } from '../../../locales/catalogues.server';
import { CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useAutoplayCarousel } from '../use-autoplay-carousel';
import { CarouselControls } from './carousel-controls';

type Banner = {
  eyebrow: MessageId;
  title: MessageId;
  text: MessageId;
  cta: MessageId;
  to: string;
  background: string;
  accent: string;
};

const BANNERS: Banner[] = [
  {
    eyebrow: 'home.festivalEyebrow',
    title: 'home.festivalTitle',
    text: 'home.festivalText',
    cta: 'home.festivalCta',
    to: '/collections/festival',
    background: 'from-maroon-900 via-maroon-800 to-saffron-700',
    accent: 'text-gold-400',
  },
  {
    eyebrow: 'home.winterEyebrow',
    title: 'home.winterTitle',
    text: 'home.winterText',
    cta: 'home.winterCta',
    to: '/collections/winter',
    background: 'from-indigo-950 via-indigo-900 to-violet-800',
    accent: 'text-amber-200',
  },
];

/**
 * The home page's two designed banners. They are CSS and inline SVG, not pictures: the first
 * arrives in the server's HTML at its final size (no layout shift) and its heading is the
 * page's largest paint, which costs no download.
 */
export function BannerCarousel() {
  const carousel = useAutoplayCarousel(BANNER_AUTOPLAY_MS);
  const t = useT();
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      className="relative mx-auto mt-4 max-w-7xl px-4"
      {...carousel.rootProps}
    >
      <div ref={carousel.viewportRef} className={`${CAROUSEL_VIEWPORT} rounded-2xl`}>
        <div className="flex">
          {BANNERS.map((banner, index) => (
            <div
              key={banner.to}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideOf', { number: index + 1, count: BANNERS.length })}
              className={`min-w-0 flex-[0_0_100%] ${CAROUSEL_SLIDE}`}
            >
              <BannerSlide banner={banner} />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute right-7 bottom-3 flex items-center gap-3">
        <ol className="flex gap-1.5" aria-label={t('home.chooseBanner')}>
          {BANNERS.map((banner, index) => (
            <li key={banner.to}>
              <button
                type="button"
                onClick={() => carousel.scrollTo(index)}
                aria-current={carousel.selected === index ? 'true' : undefined}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${carousel.selected === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60'}`}
                />
                <span className="sr-only">{t('home.showBanner', { number: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ol>
        <CarouselControls
          label="banner"
          tone="light"
          onPrev={carousel.scrollPrev}
          onNext={carousel.scrollNext}
          canAutoplay={carousel.canAutoplay}
          paused={carousel.paused}
          onTogglePaused={carousel.togglePaused}
        />
      </div>
    </section>
  );
}

function BannerSlide({ banner }: { banner: Banner }) {
  const t = useT();
  return (
    <div
      className={`relative flex h-[260px] items-center overflow-hidden bg-gradient-to-br px-6 pb-14 sm:h-[300px] sm:px-10 lg:h-[340px] ${banner.background}`}
    >
      <Mandala className="pointer-events-none absolute -top-16 -right-16 h-80 w-80 text-white/15 sm:h-[26rem] sm:w-[26rem]" />
      <div className="relative max-w-xl text-white">
        <p className={`text-sm font-semibold tracking-wide uppercase ${banner.accent}`}>{t(banner.eyebrow)}</p>
        <h2 className="mt-2 font-display text-2xl leading-tight font-bold sm:text-4xl lg:text-5xl">
          {t(banner.title)}
        </h2>
        <p className="mt-2 hidden text-base text-white/90 sm:block sm:text-lg">{t(banner.text)}</p>
        <LocaleLink
          to={banner.to}
          className="mt-4 inline-block rounded-full bg-white px-5 py-2 text-sm font-bold text-maroon-800 shadow hover:bg-cream-100"
        >
          {t(banner.cta)}
        </LocaleLink>
      </div>
    </div>
  );
}

function Mandala({ className }: { className: string }) {
  const petals = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="100" cy="100" r="30" />
        <circle cx="100" cy="100" r="62" />
        <circle cx="100" cy="100" r="92" strokeDasharray="3 5" />
        {petals.map((angle) => (
          <path key={angle} d="M100 38c10 12 10 26 0 32-10-6-10-20 0-32Z" transform={`rotate(${angle} 100 100)`} />
        ))}
        {petals.map((angle) => (
          <circle key={`dot-${angle}`} cx="100" cy="14" r="3" transform={`rotate(${angle + 15} 100 100)`} />
        ))}
      </g>
    </svg>
  );
}
