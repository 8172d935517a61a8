import { TESTIMONIAL_AUTOPLAY_MS } from '@shop/shared/constants';
import type { ReviewHighlight } from '@shop/shared/contracts/reviews';
import { writtenLang } from '@shop/shared/written-lang';
import { useQuery } from '../../../lib/query';
import type { reviewHighlightsQuery } from '../../reviews/api/get-review-highlights';
import { englishFallback, LocaleLink, useLocale, useT } from '../../../lib/i18n';
import { monthYear } from '../../../lib/month-year';
import { CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useAutoplayCarousel } from '../use-autoplay-carousel';
import { CarouselControls } from './carousel-controls';

/**
 * Shoppers' own words, when the shop has any approved: a new shop shows no section at all. The
 * query comes from the page, so that this part's code imports nothing from the page's own chunk.
 */
export function Testimonials({ query }: { query: ReturnType<typeof reviewHighlightsQuery> }) {
  const { data: reviews } = useQuery(query);
  return reviews && reviews.length > 0 ? <TestimonialSlider reviews={reviews} /> : null;
}

/**
 * Approved reviews by buyers (up to eight): one card at a time on phones, two from 640 px, three
 * from 1024 px.
 */
export function TestimonialSlider({ reviews }: { reviews: readonly ReviewHighlight[] }) {
  const carousel = useAutoplayCarousel(TESTIMONIAL_AUTOPLAY_MS);
  const t = useT();
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className="mb-12"
      {...carousel.rootProps}
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="testimonials-heading" className="font-display text-2xl text-maroon-800">
          {t('home.testimonials')}
        </h2>
        <CarouselControls
          label="review"
          onPrev={carousel.scrollPrev}
          onNext={carousel.scrollNext}
          canAutoplay={carousel.canAutoplay}
          paused={carousel.paused}
          onTogglePaused={carousel.togglePaused}
        />
      </div>
      {/* Focusable, so keyboard users can scroll the reviews too (only the product links inside take focus). */}
      <div
        ref={carousel.viewportRef}
        className={CAROUSEL_VIEWPORT}
        tabIndex={0}
        role="group"
        aria-label={t('home.reviewsScroll')}
      >
        <div className="flex gap-4">
          {reviews.map((review, index) => (
            <div
              key={review._id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideOf', { number: index + 1, count: reviews.length })}
              className={`min-w-0 flex-[0_0_100%] sm:flex-[0_0_calc(50%_-_0.5rem)] lg:flex-[0_0_calc((100%_-_2rem)/3)] ${CAROUSEL_SLIDE}`}
            >
              <ReviewQuote review={review} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The shopper's words as the product page signs them, with the product they bought. */
function ReviewQuote({ review }: { review: ReviewHighlight }) {
  const t = useT();
  const locale = useLocale();
  return (
    <figure className="flex h-full flex-col gap-3 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm">
      <p
        className="text-lg leading-none tracking-widest"
        role="img"
        aria-label={t('shell.ratedOutOf5', { rating: review.rating })}
      >
        <span className="text-saffron-700">{'★'.repeat(review.rating)}</span>
        <span className="text-ink-500">{'★'.repeat(5 - review.rating)}</span>
      </p>
      <blockquote
        {...writtenLang(review.body, locale)}
        className="flex-1 whitespace-pre-line leading-relaxed text-ink-700"
      >
        “{review.body}”
      </blockquote>
      <figcaption className="text-sm">
        <span {...writtenLang(review.author, locale)} className="block font-semibold text-ink-900">
          {review.author}
        </span>
        <span className="block text-ink-700">
          <span className="font-semibold text-leaf-600">{t('home.verifiedBuyer')}</span> ·{' '}
          {t('home.size', { size: review.size })}
        </span>
        <span className="mt-1 block text-ink-700">
          <LocaleLink
            to={`/products/${review.productSlug}`}
            {...englishFallback(review, 'productName')}
            className="underline hover:text-maroon-800"
          >
            {review.productName}
          </LocaleLink>
          , <time dateTime={review.createdAt}>{monthYear(new Date(review.createdAt), locale)}</time>
        </span>
      </figcaption>
    </figure>
  );
}
