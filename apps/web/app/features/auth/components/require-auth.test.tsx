// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '../../../test/queries';
import { cleanup, render, screen } from '@testing-library/react';
import type { UserData } from '@shop/shared/contracts/auth';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InLanguage } from '../../../test/language';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { RequireAuth } from './require-auth';

afterEach(cleanup);

const customer: UserData = {
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

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, session: UserData | null, admin = false) {
  // Never stale: the session put in the cache is the session (no cookie here to verify it against).
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/orders',
        element: (
          <RequireAuth admin={admin}>
            <p>secret orders</p>
          </RequireAuth>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: InLanguage },
  );
  return router;
}

describe('The route guard', () => {
  it('sends a guest to log in with the way back, replacing the guarded page in history', async () => {
    const router = renderAt('/dashboard/orders?page=2', null);
    expect(await screen.findByText('at /login?redirect=%2Fdashboard%2Forders%3Fpage%3D2')).toBeTruthy();
    expect(screen.queryByText('secret orders')).toBeNull();
    await router.navigate(-1);
    expect(await screen.findByText('at /')).toBeTruthy();
  });

  it('shows the page to a signed-in shopper', async () => {
    renderAt('/dashboard/orders', customer);
    expect(await screen.findByText('secret orders')).toBeTruthy();
  });

  it('sends a customer away from an admin-only page, and lets an admin in', async () => {
    renderAt('/dashboard/orders', customer, true);
    expect(await screen.findByText('at /')).toBeTruthy();
    cleanup();
    renderAt('/dashboard/orders', { ...customer, isAdmin: true }, true);
    expect(await screen.findByText('secret orders')).toBeTruthy();
  });
});

describe('The login page a guard sends to', () => {
  it('says why, where the spec has words for it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    function Login() {
      const state = useLocation().state as { message?: string } | null;
      return <p>login: {state?.message}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard/wishlist',
          element: (
            <RequireAuth>
              <p>wishlist</p>
            </RequireAuth>
          ),
        },
        { path: '/login', element: <Login /> },
      ],
      { initialEntries: ['/dashboard/wishlist'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { wrapper: InLanguage },
    );
    expect(await screen.findByText('login: Please login to manage your wishlist')).toBeTruthy();
  });
});
