// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserData } from '@shop/shared/contracts/auth';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePendingAction } from '../features/auth/pending-action';
import { useFinishLogin } from '../features/auth/use-finish-login';
import type { AddToCartAction } from '../features/cart/api/add-to-cart';
import { drawerNoticeOf, OPEN_CART_DRAWER_EVENT } from '../features/cart/cart-drawer-events';
import type { BuyNowAction } from '../features/product/buy-now';
import { readGuestWishlist } from '../features/wishlist/guest-wishlist';
import type { WishlistAction } from '../features/wishlist/wishlist-after-login';
import { usePendingActionReplay } from './use-pending-action-replay';
import { InLanguage } from '../test/language';

// Several requests in a row under a loaded test run: give them time.
const SLOW = { timeout: 5000 };

const meera: UserData = {
  id: 'u1',
  name: 'Meera',
  email: 'meera@example.in',
  avatar: null,
  isAdmin: false,
  emailVerified: true,
  notifications: true,
  orderCount: 0,
  wishlistCount: 0,
};
const productId = '7c0a3a2e-2f57-4e0b-9a57-0d0d6b3c1a11';
const product = {
  _id: productId,
  slug: 'peacock-poshak',
  name: 'Peacock Poshak',
  images: ['/images/peacock-640.webp'],
  sku: 'SKU-1',
  color: 'Green',
  variants: [
    { _id: 'v-2', size: '2', price: 499, originalPrice: 699, discount: 29, stock: 5 },
    { _id: 'v-3', size: '3', price: 549, originalPrice: null, discount: 0, stock: 0 },
  ],
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  calls = [];
  answers = {
    'POST /api/v1/user/wishlist/merge': () => Response.json({ success: true, added: [], wishlistCount: 0 }),
    'GET /api/v1/product/peacock-poshak': () => Response.json({ success: true, message: '', data: product }),
    'POST /api/v1/user/add-to-cart': () => Response.json({ success: true, cart: [] }),
    'POST /api/v1/user/wishlist': () =>
      Response.json({ success: true, message: 'Added to wishlist', wishlistCount: 1 }, { status: 201 }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${url}`];
      return answer
        ? answer()
        : Response.json({ success: false, code: 'ROUTE_NOT_FOUND', message: 'nope' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Finish({ returnTo }: { returnTo: string }) {
  const finishLogin = useFinishLogin(usePendingActionReplay());
  const location = useLocation();
  const state = location.state as { buyNow?: { variantId: string; quantity: number } } | null;
  return (
    <>
      <button type="button" onClick={() => void finishLogin(meera, returnTo)}>
        finish
      </button>
      <p>
        at {location.pathname} {state?.buyNow ? `buying ${state.buyNow.variantId} x${state.buyNow.quantity}` : ''}
      </p>
    </>
  );
}

async function logInWith(
  action: AddToCartAction | BuyNowAction | WishlistAction | null,
  returnTo = '/products/peacock-poshak',
) {
  if (action) savePendingAction(action);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <InLanguage>
            <Finish returnTo={returnTo} />
          </InLanguage>
        ),
      },
    ],
    {
      initialEntries: ['/login'],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'finish' }));
  return queryClient;
}

describe('Finishing a login', () => {
  it('goes back to the page the shopper came from', async () => {
    await logInWith(null, '/collections/laddu-gopal');
    expect(await screen.findByText('at /collections/laddu-gopal', {}, SLOW)).toBeTruthy();
  });

  it('adds to the cart what a guest tried to add, with its size and quantity, and says so', async () => {
    const notices: (string | undefined)[] = [];
    const drawerOpened = (event: Event) => notices.push(drawerNoticeOf(event));
    window.addEventListener(OPEN_CART_DRAWER_EVENT, drawerOpened);
    await logInWith({
      type: 'add-to-cart',
      productId,
      variantId: 'v-2',
      size: '2',
      quantity: 9,
      slug: 'peacock-poshak',
    });
    await vi.waitFor(() => expect(notices).toEqual(['Added to cart successfully!']), SLOW);
    window.removeEventListener(OPEN_CART_DRAWER_EVENT, drawerOpened);
    expect(await screen.findByText('at /products/peacock-poshak', {}, SLOW)).toBeTruthy();
    const add = calls.find((call) => call.url === '/api/v1/user/add-to-cart');
    // Quantity held to the stock of the size.
    expect(add?.body).toMatchObject({
      id: productId,
      variantId: 'v-2',
      selectedSize: '2',
      quantity: 5,
      slug: 'peacock-poshak',
    });
  });

  it('tells the shopper when the cart refuses, in the spec’s words', async () => {
    answers['POST /api/v1/user/add-to-cart'] = () =>
      Response.json({ success: false, code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
    await logInWith({
      type: 'add-to-cart',
      productId,
      variantId: 'v-2',
      size: '2',
      quantity: 1,
      slug: 'peacock-poshak',
    });
    expect(await screen.findByText('Failed to add item to cart', {}, SLOW)).toBeTruthy();
  });

  it('takes a buy-now straight to checkout with the product and size', async () => {
    await logInWith({ type: 'buy-now', productId, variantId: 'v-2', size: '2', quantity: 2, slug: 'peacock-poshak' });
    expect(await screen.findByText('at /checkout buying v-2 x2', {}, SLOW)).toBeTruthy();
  });

  it('does not take a buy-now of a size sold out meanwhile to checkout', async () => {
    await logInWith({ type: 'buy-now', productId, variantId: 'v-3', size: '3', quantity: 1, slug: 'peacock-poshak' });
    expect(await screen.findByText('This size is out of stock', {}, SLOW)).toBeTruthy();
    // The notice shows before the move back to the product page finishes rendering.
    expect(await screen.findByText('at /products/peacock-poshak', {}, SLOW)).toBeTruthy();
  });

  it('merges the guest wishlist and completes the heart the guest pressed, once', async () => {
    localStorage.setItem(
      'guest_wishlist',
      JSON.stringify([{ _id: productId, slug: 'peacock-poshak', name: 'Peacock Poshak' }]),
    );
    answers['POST /api/v1/user/wishlist/merge'] = () =>
      Response.json({ success: true, added: [productId], wishlistCount: 1 });
    await logInWith({ type: 'wishlist', productId, slug: 'peacock-poshak' });
    expect(await screen.findByText('Added to wishlist', {}, SLOW)).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/v1/user/wishlist/merge')?.body).toEqual({ productIds: [productId] });
    // Already added by the merge: no second request.
    expect(calls.some((call) => call.url === '/api/v1/user/wishlist')).toBe(false);
    expect(readGuestWishlist()).toEqual([]);
  });

  it('says the item is already in the wishlist when the account had it', async () => {
    answers['POST /api/v1/user/wishlist'] = () =>
      Response.json(
        { success: false, code: 'WISHLIST_DUPLICATE', message: 'Item already in wishlist' },
        { status: 409 },
      );
    await logInWith({ type: 'wishlist', productId, slug: 'peacock-poshak' });
    expect(await screen.findByText('Item already in wishlist', {}, SLOW)).toBeTruthy();
  });
});
