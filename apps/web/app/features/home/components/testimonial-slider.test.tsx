// @vitest-environment jsdom
import type { ReviewHighlight } from '@shop/shared/contracts/reviews';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@shop/shared/locale';
import { InLanguage } from '../../../test/language';
import { TestimonialSlider } from './testimonial-slider';

// The slider as the server renders it into the home page (it hydrates later, see home-page.tsx).
function renderOnServer(reviews: ReviewHighlight[], locale: Locale = 'en') {
  document.body.innerHTML = renderToString(
    <InLanguage locale={locale}>
      <MemoryRouter>
        <TestimonialSlider reviews={reviews} />
      </MemoryRouter>
    </InLanguage>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

const review = (overrides: Partial<ReviewHighlight>): ReviewHighlight => ({
  _id: 'r1',
  rating: 5,
  title: '',
  body: 'The zari is even finer than in the photos.',
  author: 'Anjali',
  size: '3',
  createdAt: '2026-08-12T10:00:00.000Z',
  productName: 'Royal Blue Zari Poshak',
  productSlug: 'royal-blue-zari-poshak',
  ...overrides,
});

describe('the home page’s reviews', () => {
  it('shows each approved review with its real stars, the size bought and a link to the product', () => {
    const reviews = [
      review({}),
      review({
        _id: 'r2',
        rating: 4,
        author: 'Ramesh',
        size: '4',
        body: 'Sturdy.',
        productName: 'Sheesham Jhula',
        productSlug: 'sheesham-jhula',
      }),
    ];
    renderOnServer(reviews);

    const slides = screen.getAllByRole('group', { name: /^\d of 2$/ });
    expect(slides).toHaveLength(2);
    const second = within(slides[1]!);
    // Four filled stars, then one unfilled.
    expect(second.getByRole('img', { name: 'Rated 4 out of 5' }).firstElementChild?.textContent).toBe('★★★★');
    expect(second.getByText('Ramesh')).toBeTruthy();
    expect(slides[1]!.textContent).toContain('Verified buyer · size 4');
    expect(second.getByRole('link', { name: 'Sheesham Jhula' }).getAttribute('href')).toBe('/products/sheesham-jhula');
    expect(within(slides[0]!).getByText('August 2026')).toBeTruthy();
    expect(slides[0]!.textContent).not.toContain('Verified purchase');
  });

  it('speaks Hindi on the Hindi home, its links staying on Hindi pages', () => {
    renderOnServer([review({ rating: 4 })], 'hi');

    expect(screen.getByRole('heading', { name: 'भक्तों की राय' })).toBeTruthy();
    const slide = screen.getByRole('group', { name: '1 में से 1' });
    expect(within(slide).getByRole('img', { name: '5 में से 4 रेटिंग' })).toBeTruthy();
    expect(slide.textContent).toContain('पक्का ख़रीदार · साइज़ 3');
    expect(within(slide).getByText('अगस्त 2026')).toBeTruthy();
    expect(within(slide).getByRole('link').getAttribute('href')).toBe('/hi/products/royal-blue-zari-poshak');
    expect(screen.getByRole('button', { name: 'अगला रिव्यू' })).toBeTruthy();
  });
});
