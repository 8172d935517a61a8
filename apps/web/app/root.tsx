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
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { DemoShopBanner } from './components/layout/demo-shop-banner';
import type { MissingPageSuggestions } from './features/catalogue/components/missing-page';
import { hydrateLater, whenPartsHydrated } from './lib/hydrate-later';
import { getQueryClient } from './lib/query-client';
import { markPageHydrated } from './lib/use-hydrated';
import { AppShell } from './shell/app-shell';
import './app.css';

// Parts of the page that hydrate on their own, after the page's own content (lib/hydrate-later.tsx).
const MissingPage = hydrateLater(() =>
  import('./features/catalogue/components/missing-page').then((module) => module.MissingPage),
);
const SessionWatcher = hydrateLater(() =>
  import('./features/auth/components/session-watcher').then((module) => module.SessionWatcher),
);

/** What the server knows about the shop itself; it does not change while the server runs. */
export function loader({ context }: Route.LoaderArgs) {
  return { demoShop: context.demoShop };
}

export function shouldRevalidate() {
  return false;
}

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

const PAGE_END_ID = 'page-end';

export function Layout({ children }: { children: ReactNode }) {
  const shop = useRouteLoaderData<typeof loader>('root');
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
        {/* Nothing is drawn until the page's own HTML is read to its end (only the HTML, not its
            pictures or scripts): a slow phone otherwise draws a half-read page and moves what it
            drew as the rest arrives. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} {...{ blocking: 'render' }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-cream-50 font-sans text-ink-900 antialiased">
        {shop?.demoShop ? <DemoShopBanner /> : null}
        {children}
        <span id={PAGE_END_ID} hidden />
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

export default function App() {
  const [queryClient] = useState(getQueryClient);
  const dehydratedState = useDehydratedState();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <SessionWatcher />
        <AppShell>
          <Outlet />
        </AppShell>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** The not-found page keeps the whole shell, whose header and footer read the query cache. */
function NotFoundPage({ suggestions }: { suggestions: MissingPageSuggestions | null }) {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell>
        <MissingPage suggestions={suggestions} />
      </AppShell>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage suggestions={error.data as MissingPageSuggestions | null} />;
  }
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
