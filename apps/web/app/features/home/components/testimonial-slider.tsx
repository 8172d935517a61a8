import { TESTIMONIAL_AUTOPLAY_MS } from '@shop/shared/constants';
import { TESTIMONIALS, type Testimonial } from '../testimonials';
import { useAutoplayCarousel } from '../use-autoplay-carousel';
import { CarouselControls } from './carousel-controls';

const purchaseDate = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

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
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex">
          {TESTIMONIALS.map((testimonial, index) => (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
              className="min-w-0 flex-[0_0_100%] pl-4 sm:flex-[0_0_50%] lg:flex-[0_0_33.3333%]"
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
          {testimonial.purchasedItem}, {purchaseDate.format(new Date(`${testimonial.purchaseDate}T00:00:00Z`))}
        </span>
      </figcaption>
    </figure>
  );
}
