import { TESTIMONIAL_AUTOPLAY_MS } from '@shop/shared/constants';
import { monthYear } from '../../../lib/month-year';
import { TESTIMONIALS, type Testimonial } from '../testimonials';
import { CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useAutoplayCarousel } from '../use-autoplay-carousel';
import { CarouselControls } from './carousel-controls';

/** Eight shoppers' words: one card at a time on phones, two from 640 px, three from 1024 px. */
export function TestimonialSlider() {
  const carousel = useAutoplayCarousel(TESTIMONIAL_AUTOPLAY_MS);
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className="mb-12"
      {...carousel.rootProps}
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="testimonials-heading" className="font-display text-2xl text-maroon-800">
          What Devotees Say
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
      {/* Focusable, so keyboard users can scroll the reviews too (nothing inside takes focus). */}
      <div
        ref={carousel.viewportRef}
        className={CAROUSEL_VIEWPORT}
        tabIndex={0}
        role="group"
        aria-label="Reviews, scroll sideways for more"
      >
        <div className="flex gap-4">
          {TESTIMONIALS.map((testimonial, index) => (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
              className={`min-w-0 flex-[0_0_100%] sm:flex-[0_0_calc(50%_-_0.5rem)] lg:flex-[0_0_calc((100%_-_2rem)/3)] ${CAROUSEL_SLIDE}`}
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-3 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm">
      <p
        className="text-lg leading-none tracking-widest"
        role="img"
        aria-label={`Rated ${testimonial.rating} out of 5`}
      >
        <span className="text-saffron-700">{'★'.repeat(testimonial.rating)}</span>
        <span className="text-ink-500">{'★'.repeat(5 - testimonial.rating)}</span>
      </p>
      <blockquote className="flex-1 leading-relaxed text-ink-700">“{testimonial.review}”</blockquote>
      <figcaption className="text-sm">
        <span className="block font-semibold text-ink-900">{testimonial.name}</span>
        <span className="block text-ink-700">
          {testimonial.role}, {testimonial.location}
        </span>
        <span className="mt-1 block text-ink-700">
          {testimonial.verifiedPurchase ? (
            <span className="mr-1 font-semibold text-leaf-600">Verified purchase:</span>
          ) : null}
          {testimonial.purchasedItem}, {monthYear(new Date(`${testimonial.purchaseDate}T00:00:00Z`))}
        </span>
      </figcaption>
    </figure>
  );
}
