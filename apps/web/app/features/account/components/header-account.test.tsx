// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserData } from '@shop/shared/contracts/auth';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY, SUMMARY_QUERY_KEY } from '../../auth/api/get-session';
import { leaveForHome } from '../../auth/leave-for-home';
import { InLanguage } from '../../../test/language';
import { WISHLIST_QUERY_KEY } from '../../wishlist/api/get-wishlist';
import { HeaderAccount } from './header-account';

// jsdom cannot load a page; the logout's fresh start is checked as a call.
vi.mock('../../auth/leave-for-home', () => ({ leaveForHome: vi.fn() }));
// The menu's words are fetched from the shop with its code; here every namespace is already given.
vi.mock('../../../lib/words-on-demand', () => ({ loadWords: async () => {} }));

beforeAll(() => {
  // Radix positions its menu with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const meera: UserData = {
  id: 'u1',
  name: 'Meera Bai',
  email: 'meera@example.in',
  avatar: null,
  isAdmin: false,
  emailVerified: true,
  notifications: true,
  orderCount: 3,
  wishlistCount: 120,
};

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderHeader(session: UserData | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  if (session) {
    queryClient.setQueryData(SUMMARY_QUERY_KEY, {
      success: true,
      user: session,
      cartCount: 0,
      wishlist: [],
      coupon: null,
    });
  }
  queryClient.setQueryData(
    WISHLIST_QUERY_KEY,
    Array.from({ length: session?.wishlistCount ?? 0 }, (_, i) => ({ _id: `p${i}` })),
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderAccount />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <InLanguage>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </InLanguage>,
  );
  return queryClient;
}

describe('The header account slot', () => {
  it('offers a visitor a login link that brings them back', async () => {
    renderHeader(null);
    const link = await screen.findByRole('link', { name: 'Login' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fdashboard');
  });

  it('opens the user menu with name, email, counts capped at 99+, and no admin link for a customer', async () => {
    renderHeader(meera);
    await userEvent.click(await screen.findByRole('button', { name: /account menu/ }, { timeout: 10_000 }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Meera Bai')).toBeTruthy();
    expect(within(menu).getByText('meera@example.in')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /My Orders\s*3 orders/ })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Wishlist\s*99\+ items in wishlist/ })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('shows the Admin Dashboard link to an admin', async () => {
    renderHeader({ ...meera, isAdmin: true });
    await userEvent.click(await screen.findByRole('button', { name: /account menu/ }, { timeout: 10_000 }));
    const admin = await screen.findByRole('menuitem', { name: 'Admin Dashboard' });
    expect(admin.getAttribute('href')).toBe('/admin');
  });

  it('asks before logging out, and logs out only when confirmed', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, message: 'Logged out successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    renderHeader(meera);

    await userEvent.click(await screen.findByRole('button', { name: /account menu/ }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(leaveForHome).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/logout', expect.objectContaining({ method: 'POST' }));
  });
});
