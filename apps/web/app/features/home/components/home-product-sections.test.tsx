// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InLanguage } from '../../../test/language';
import { HomeProductSections } from './home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSections() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <HomeProductSections /> }]);
  render(
    <InLanguage>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </InLanguage>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the home page’s product sections', () => {
  it('shows a spinner while loading, then the sections that have products', async () => {
    const product = {
      _id: 'p1',
      name: 'Peacock Poshak',
      slug: 'peacock-poshak',
      price: 299,
      originalPrice: 399,
      imageSet: [],
      variants: [{ _id: 'v1', size: '1', price: 299, originalPrice: 399, discount: 25, stock: 4 }],
      inStock: true,
      stockStatus: 'low_stock',
      deity: 'laddu-gopal',
      category: 'dresses',
      color: 'Green',
      ratings: { average: 4, count: 2 },
      isBestseller: false,
      isNewArrival: true,
      priceVaries: false,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          success: true,
          message: 'ok',
          data: [product],
          sections: [
            { key: 'summer', title: 'Summer', href: '/collections/summer', productIds: ['p1'], fromPrice: 729 },
            {
              key: 'jewellery',
              title: 'Jewellery',
              href: '/collections/jewellery',
              productIds: ['gone'],
              fromPrice: 729,
            },
          ],
        }),
      ),
    );
    renderSections();
    expect(screen.getByRole('status').textContent).toContain('Loading products');
    expect(await screen.findByRole('heading', { name: 'Summer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^View all\s*Summer$/ }).getAttribute('href')).toBe('/collections/summer');
    expect(screen.getByText('Peacock Poshak')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Jewellery' })).toBeNull();
  });

  it("shows 'Failed to load products' with Try Again when the call fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, code: 'INTERNAL', message: 'Something went wrong' }, 500)),
    );
    renderSections();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load products');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
