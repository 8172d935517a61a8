// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import type { Locale } from '@shop/shared/locale';
import type { SaleBanner as Banner } from '@shop/shared/contracts/catalogue';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InLanguage } from '../../../test/language';
import { SaleBanner } from './sale-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const diwali: Banner = {
  name: 'Diwali sale',
  nameHi: 'दीवाली सेल',
  bannerText: 'Festive poshak at 20% off',
  bannerTextHi: 'त्योहार की पोशाक पर 20% छूट',
  endsAt: '2026-11-08T18:30:00.000Z',
  image: null,
  href: '/products?sale=0b7c2a4e-3f1d-4c55-9a8e-2d6f1e0c9b11',
};

function renderBanner(locale: Locale) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: diwali }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SaleBanner /> }], {
    initialEntries: [locale === 'hi' ? '/hi' : '/'],
  });
  render(
    <InLanguage locale={locale}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </InLanguage>,
  );
}

describe('the festival sale’s banner', () => {
  it('is a link to what the sale prices', async () => {
    renderBanner('en');
    const link = await screen.findByRole('link', { name: /Diwali sale/ });
    expect(link.getAttribute('href')).toBe(diwali.href);
    expect(link.textContent).toContain('Festive poshak at 20% off');
    expect(link.textContent).toContain('See what is on sale');
  });

  it('keeps a Hindi shopper in Hindi', async () => {
    renderBanner('hi');
    const link = await screen.findByRole('link', { name: /दीवाली सेल/ });
    expect(link.getAttribute('href')).toBe(`/hi${diwali.href}`);
    expect(link.textContent).toContain('सेल की चीज़ें देखें');
  });
});
