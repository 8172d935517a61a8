// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionWatcher } from '../../auth/components/session-watcher';
import { takePendingAction } from '../../auth/pending-action';
import { drawerNoticeOf, OPEN_CART_DRAWER_EVENT } from '../cart-drawer-events';
import { useAddToCart, type AddToCartInput } from './add-to-cart';
import { CART_QUERY_KEY } from './get-cart';
import { InLanguage } from '../../../test/language';

// Several requests in a row under a loaded test run: give them time.
const SLOW = { timeout: 5000 };

const input: AddToCartInput = {
  product: {
    _id: '7c0a3a2e-2f57-4e0b-9a57-0d0d6b3c1a11',
    slug: 'peacock-poshak',
    name: 'Peacock Poshak',
    sku: 'SKU-1',
    color: 'Green',
    image: '/images/peacock-640.webp',
  },
  variant: { _id: 'v-2', size: '2', price: 499, originalPrice: 699, discount: 29, stock: 5 },
  quantity: 2,
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let addAnswer: () => Response;

beforeEach(() => {
  sessionStorage.clear();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (`${method} ${url}` === 'POST /api/v1/user/add-to-cart') return addAnswer();
      return Response.json({ success: false, code: 'ROUTE_NOT_FOUND', message: 'nope' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function AddButton() {
  const addToCart = useAddToCart();
  return (
    <button type="button" onClick={() => addToCart.mutate(input)}>
      Add to Cart
    </button>
  );
}

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <InLanguage>
            <SessionWatcher />
            <AddButton />
            <Where />
          </InLanguage>
        ),
      },
    ],
    { initialEntries: ['/products/peacock-poshak'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('Adding to the cart', () => {
  it('puts the item in the cart and opens the cart drawer, which says so', async () => {
    const cart = { success: true, cart: [], itemCount: 2 };
    addAnswer = () => Response.json(cart);
    const drawerOpened = vi.fn();
    window.addEventListener(OPEN_CART_DRAWER_EVENT, drawerOpened);
    const queryClient = renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await vi.waitFor(() => expect(drawerOpened).toHaveBeenCalledTimes(1), SLOW);
    expect(drawerNoticeOf(drawerOpened.mock.calls[0]![0] as Event)).toBe('Added to cart successfully!');
    expect(queryClient.getQueryData(CART_QUERY_KEY)).toEqual(cart);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ id: input.product._id, variantId: 'v-2', quantity: 2, selectedSize: '2' });
    window.removeEventListener(OPEN_CART_DRAWER_EVENT, drawerOpened);
  });

  it('says what the server refused in its own words', async () => {
    addAnswer = () =>
      Response.json({ success: false, code: 'QUANTITY_TOO_HIGH', message: 'Only 1 items available' }, { status: 409 });
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Only 1 items available', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('at /products/peacock-poshak')).toBeTruthy();
  });

  it('sends a guest, whom the server refuses, to log in and keeps the add to replay afterwards', async () => {
    addAnswer = () =>
      Response.json({ success: false, code: 'UNAUTHENTICATED', message: 'Please Login First' }, { status: 401 });
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('at /login?redirect=%2Fproducts%2Fpeacock-poshak', {}, SLOW)).toBeTruthy();
    expect(takePendingAction()).toEqual({
      type: 'add-to-cart',
      productId: input.product._id,
      variantId: 'v-2',
      size: '2',
      quantity: 2,
      slug: 'peacock-poshak',
    });
    // The press itself asks the server: no session check before it.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/v1/user/add-to-cart']);
    // Sent to log in quietly, as before: neither the session watcher's nor the cart's failure toast.
    expect(screen.queryByText('Please Login First')).toBeNull();
    expect(screen.queryByText('Failed to add item to cart')).toBeNull();
  });
});
