// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserData } from '@shop/shared/contracts/auth';
import type { WishlistEntry } from '@shop/shared/contracts/wishlist';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY, SUMMARY_QUERY_KEY } from '../../auth/api/get-session';
import { takePendingAction } from '../../auth/pending-action';
import { WISHLIST_QUERY_KEY } from '../api/get-wishlist';
import { InLanguage } from '../../../test/language';
import { readGuestWishlist } from '../guest-wishlist';
import { WishlistToggle } from './wishlist-toggle';

// Several requests in a row under a loaded test run: give them time.
const SLOW = { timeout: 5000 };

const product = { _id: '7c0a3a2e-2f57-4e0b-9a57-0d0d6b3c1a11', slug: 'peacock-poshak', name: 'Peacock Poshak' };

const user: UserData = {
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

function LoginProbe() {
  const location = useLocation();
  const state = location.state as { message?: string } | null;
  return (
    <p>
      login page {location.search} {state?.message}
    </p>
  );
}

function renderToggle(queryClient: QueryClient) {
  const router = createMemoryRouter(
    [
      { path: '/products/:slug', element: <WishlistToggle product={product} /> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/products/peacock-poshak'] },
  );
  render(
    <InLanguage>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </InLanguage>,
  );
  return router;
}

// Never stale: the session put in the cache is the session (no cookie here to verify it against).
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('The wishlist heart for a guest', () => {
  it('keeps the product in this browser and sends the guest to log in, to come back to it', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    renderToggle(queryClient);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Peacock Poshak to wishlist' }));

    expect(await screen.findByText(/login page \?redirect=%2Fproducts%2Fpeacock-poshak/, {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText(/Please login to add items to your wishlist/).length).toBeGreaterThan(0);
    expect(readGuestWishlist()).toEqual([product]);
    expect(takePendingAction()).toEqual({ type: 'wishlist', productId: product._id, slug: product.slug });
  });

  it('takes a product the guest saved out again without asking them to log in', async () => {
    localStorage.setItem('guest_wishlist', JSON.stringify([product]));
    const queryClient = newClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    renderToggle(queryClient);

    const heart = await screen.findByRole('button', { name: 'Remove Peacock Poshak from wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(heart);
    expect(await screen.findByText('Removed from wishlist', {}, SLOW)).toBeTruthy();
    expect(readGuestWishlist()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add Peacock Poshak to wishlist' })).toBeTruthy();
  });
});

describe('The wishlist heart for a signed-in shopper', () => {
  it('flips the product through the API and says what happened', async () => {
    const summary = { success: true, user, cartCount: 0, wishlist: [] as string[], coupon: null };
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/v1/me/summary'
        ? Response.json({ ...summary, wishlist: [product._id] })
        : Response.json({ success: true, status: true, message: 'Added to wishlist', wishlistCount: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = newClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, user);
    queryClient.setQueryData(SUMMARY_QUERY_KEY, summary);
    queryClient.setQueryData<WishlistEntry[]>(WISHLIST_QUERY_KEY, []);
    renderToggle(queryClient);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Peacock Poshak to wishlist' }));
    expect(await screen.findByText('Added to wishlist', {}, SLOW)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/user/update-wishlist',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ productId: product._id }) }),
    );
    // The badge count moves at once, before the list is fetched again, and the heart is filled.
    expect(queryClient.getQueryData<UserData>(SESSION_QUERY_KEY)?.wishlistCount).toBe(1);
    const heart = await screen.findByRole('button', { name: 'Remove Peacock Poshak from wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('says the update failed when the server cannot do it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    const queryClient = newClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, user);
    queryClient.setQueryData<WishlistEntry[]>(WISHLIST_QUERY_KEY, []);
    renderToggle(queryClient);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Peacock Poshak to wishlist' }));
    expect(await screen.findByText('Failed to update wishlist', {}, SLOW)).toBeTruthy();
  });
});
