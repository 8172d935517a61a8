import './lib/zod-csp';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { SHOP_NAME } from '@shop/shared/constants';
import { useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type LinksFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { MobileBottomBar } from './components/layout/mobile-bottom-bar';
import { SiteHeader } from './components/layout/site-header';
import { useCartCount } from './features/cart/api/get-cart';
import { LazyCartDrawer } from './components/layout/lazy-cart-drawer';
import { LazyToaster } from './components/layout/lazy-toaster';
// Not hydrated later: it must answer even when the connection goes before later parts' code came.
import { OfflineBanner } from './components/layout/offline-banner';
import { useWishlistCount } from './features/wishlist/use-wishlist-count';
import { hydrateLater, whenPartsHydrated } from './lib/hydrate-later';
import { getQueryClient } from './lib/query-client';
import { markPageHydrated } from './lib/use-hydrated';
import { PlainLinkNavigation } from './lib/plain-link';
import './app.css';

// Parts of the shell that hydrate on their own, after the page's own content (lib/hydrate-later.tsx).
const SiteFooter = hydrateLater(() => import('./components/layout/site-footer').then((module) => module.SiteFooter));
const FloatingActions = hydrateLater(() =>
  import('./components/layout/floating-actions').then((module) => module.FloatingActions),
);
const NotFound = hydrateLater(() => import('./components/layout/not-found').then((module) => module.NotFound));
const SessionWatcher = hydrateLater(() =>
  import('./features/auth/components/session-watcher').then((module) => module.SessionWatcher),
);

/** Used only when no page supplies its own: error screens, which replace the failed page's meta. */
export function meta({ error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: `Page not found | ${SHOP_NAME}` }];
  return [{ title: error ? `Something went wrong | ${SHOP_NAME}` : SHOP_NAME }];
}

// PNG icons (scripts/icons.mjs): Chromium draws an SVG icon in a document of its own, on the main
// thread while the page starts (decision 31).
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '48x48' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The last effect of the page's hydration: components that mount from now on start hydrated.
    markPageHydrated();
    // A marker that the page's controls now answer, parts hydrated on their own included (also on
    // error pages): browser journeys wait for it.
    whenPartsHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f2b" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-cream-50 font-sans text-ink-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Every route loader may return `dehydratedState`; the page hydrates all of them into one cache. */
function useDehydratedState(): DehydratedState {
  const matches = useMatches();
  const queries = matches.flatMap((match) => {
    const data = match.loaderData as { dehydratedState?: DehydratedState } | undefined;
    return data?.dehydratedState?.queries ?? [];
  });
  return { mutations: [], queries };
}

/**
 * The bar's counts change with the session and the cart; reading them here, not in `Shell`, keeps
 * those changes (several as a page hydrates) from re-rendering the whole page around the bar.
 */
function MobileBottomBarWithCounts() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  return <MobileBottomBar cartCount={cartCount} wishlistCount={wishlistCount} />;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <PlainLinkNavigation />
      <SiteHeader />
      <OfflineBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileBottomBarWithCounts />
      <FloatingActions />
      <LazyCartDrawer />
      <LazyToaster position="top-center" closeButton />
    </div>
  );
}

export default function App() {
  const [queryClient] = useState(getQueryClient);
  const dehydratedState = useDehydratedState();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <SessionWatcher />
        <Shell>
          <Outlet />
        </Shell>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** The not-found page keeps the whole shell, whose header and footer read the query cache. */
function NotFoundPage() {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Shell>
        <NotFound />
      </Shell>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="font-display text-3xl text-maroon-800">Something went wrong</h1>
      <p className="text-ink-700">We could not show this page. Please refresh to try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800"
      >
        Refresh Page
      </button>
    </div>
  );
}
