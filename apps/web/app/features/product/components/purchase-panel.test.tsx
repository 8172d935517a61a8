// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@shop/shared/contracts/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { InLanguage } from '../../../test/language';
import { PurchasePanel } from './purchase-panel';

afterEach(cleanup);

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement | HTMLInputElement).disabled;

const variant = (size: string, stock: number, price: number, originalPrice: number | null = null) => ({
  _id: `variant-${size}`,
  size,
  price,
  originalPrice,
  discount: originalPrice ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0,
  stock,
});

function product(variants: Product['variants']): Product {
  return {
    _id: 'product-1',
    name: 'Peacock Poshak',
    slug: 'peacock-poshak',
    description: 'A dress',
    shortFeatures: [],
    images: [],
    imageSet: [],
    category: 'dresses',
    collections: [],
    subCategory: 'Poshak',
    deity: 'laddu-gopal',
    material: 'Silk',
    sku: 'SKU-1',
    countryOfOrigin: 'India',
    color: 'Green',
    highlights: [],
    features: [],
    specifications: { brand: '', color: '', occasion: '', dimensions: '', weight: '', careInstructions: '' },
    packageContent: { itemsIncluded: '', packagingType: '' },
    meta: { title: '', description: '', keywords: [] },
    ratings: { average: 0, count: 0 },
    isFeatured: false,
    isBestseller: false,
    isNewArrival: false,
    isDailyUse: false,
    shippingDetails: { weight: 0, dimensions: '', handlingTime: 0, shippingCharge: 0 },
    stockStatus: 'in_stock',
    inStock: variants.some((v) => v.stock > 0),
    price: Math.min(...variants.map((v) => v.price)),
    originalPrice: null,
    variants,
    codAvailable: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function renderPanel(p: Product, address = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <InLanguage>
            <PurchasePanel product={p} />
          </InLanguage>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the product page’s size and quantity', () => {
  it('asks for a size first and keeps both buttons disabled until one is chosen', () => {
    renderPanel(product([variant('1', 4, 299), variant('2', 0, 349)]));
    expect(isDisabled(screen.getByRole('button', { name: 'Add to Cart' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Buy Now' }))).toBe(true);
    expect(screen.getByText('Please select a size first')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
    expect(isDisabled(screen.getByRole('radio', { name: /^2/ }))).toBe(true);
  });

  it('shows the chosen size’s price, stock wording and a stepper limited by its stock', async () => {
    const user = userEvent.setup();
    renderPanel(product([variant('1', 3, 299, 399), variant('2', 25, 349)]));
    await user.click(screen.getByRole('radio', { name: '1' }));

    expect(screen.getByText('Low Stock - Only 3 left')).toBeTruthy();
    // The buy bar (hidden until the buttons scroll away) repeats the price; the panel's is the one shown.
    expect(screen.getByText('₹299', { ignore: 'script, style, [aria-hidden="true"] *' })).toBeTruthy();
    expect(screen.getByText('25% off')).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Add to Cart' }))).toBe(false);

    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    await user.click(plus);
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(screen.getByRole('alert').textContent).toBe('Only 3 items available');

    await user.click(screen.getByRole('radio', { name: '2' }));
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByText('25% off')).toBeNull();
  });

  it('opens at the size its address asks for, as a card listed under a size filter links it', () => {
    renderPanel(product([variant('2', 0, 349), variant('3', 6, 429)]), '/?size=3');
    expect((screen.getByRole('radio', { name: '3' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('₹429', { ignore: 'script, style, [aria-hidden="true"] *' })).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Add to Cart' }))).toBe(false);
    cleanup();
    // A size sold out since the listing was seen is not chosen: the page asks for a size.
    renderPanel(product([variant('2', 0, 349), variant('3', 6, 429)]), '/?size=2');
    expect(screen.getByText('Please select a size first')).toBeTruthy();
  });

  it('says a product with no stock at all is out of stock', () => {
    renderPanel(product([variant('1', 0, 299)]));
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.getByText('This product is out of stock')).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Add to Cart' }))).toBe(true);
  });

  it('speaks Hindi on a Hindi page', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <InLanguage locale="hi">
            <PurchasePanel product={product([variant('1', 3, 299)])} />
          </InLanguage>
        ),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((screen.getByRole('button', { name: 'कार्ट में डालें' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('कृपया पहले साइज़ चुनें')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '1' }));
    expect(screen.getByText('स्टॉक कम है - सिर्फ़ 3 बचे हैं')).toBeTruthy();
  });
});

describe('a product on a festival sale', () => {
  const onSale = (): Product => ({
    ...product([variant('1', 3, 800, 1000)]),
    price: 800,
    originalPrice: 1000,
    campaign: {
      name: 'Janmashtami sale',
      nameHi: 'जन्माष्टमी सेल',
      bannerText: '20% off poshak',
      bannerTextHi: 'पोशाक पर 20% छूट',
      endsAt: '2026-09-04T18:29:00.000Z',
    },
  });

  it('names the sale and when it ends in India time, beside the MRP struck through', async () => {
    renderPanel(onSale());
    // The notice's code arrives on its own (it hydrates later): its words follow.
    expect(await screen.findByText('Janmashtami sale')).toBeTruthy();
    expect(screen.getByText('Sale ends 4 Sept, 11:59 pm')).toBeTruthy();
    expect(screen.getAllByText('₹1,000')[0]!.closest('s')).toBeTruthy();
  });

  it('says it in Hindi on a Hindi page', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <InLanguage locale="hi">
            <PurchasePanel product={onSale()} />
          </InLanguage>
        ),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('जन्माष्टमी सेल')).toBeTruthy();
    expect(screen.getByText(/^सेल 4 सितंबर को रात 11:59 बजे ख़त्म होगी$/)).toBeTruthy();
  });
});
