import './lib/zod-csp';
import { SHOP_NAME } from '@shop/shared/constants';
import { HREFLANG, LOCALE_COOKIE, localeOfPath } from '@shop/shared/locale';
import type { Messages } from '@lingui/core';
import { useContext, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { DemoShopBanner } from './components/layout/demo-shop-banner';
import { StarShape } from './components/ui/icons';
import type { MissingPageSuggestions } from './features/catalogue/components/missing-page';
import { hydrateLater, whenPartsHydrated } from './lib/hydrate-later';
import { withWords } from './lib/with-words';
import { HtmlOnlyQueries } from './lib/html-only-data';
import { LanguageProvider, useT } from './lib/i18n';
import { pageMessages, serverT } from './lib/i18n.server';
import { loadQueryRuntime, QueryData, type DehydratedState } from './lib/query';
import { markPageHydrated } from './lib/use-hydrated';
import { AppShell } from './shell/app-shell';

// Parts of the page that hydrate on their own, after the page's own content (lib/hydrate-later.tsx).
const MissingPage = hydrateLater(() =>
  withWords(import('./features/catalogue/components/missing-page'), 'missingPage').then((module) => module.MissingPage),
);
const SessionWatcher = hydrateLater(() =>
  import('./features/auth/components/session-watcher').then((module) => module.SessionWatcher),
);

/** What the server knows about the shop itself, and the words of the frame every page sits in. */
export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(request, 'shell');
  return {
    // Drawn by the layout, outside the page's language provider: worded here.
    demoShopNotice: context.demoShop ? serverT(request, 'checkout')('checkout.demoShopNotice') : null,
    ...pageMessages(request, 'shell'),
    errorTitles: { notFound: t('shell.notFoundMetaTitle'), failed: t('shell.errorMetaTitle') },
  };
}

/** Only a move to the other language changes what the root loaded. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** Used only when no page supplies its own: error screens, which replace the failed page's meta. */
export function meta({ error, loaderData }: Route.MetaArgs) {
  const titles = loaderData?.errorTitles ?? { notFound: 'Page not found', failed: 'Something went wrong' };
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: `${titles.notFound} | ${SHOP_NAME}` }];
  return [{ title: error ? `${titles.failed} | ${SHOP_NAME}` : SHOP_NAME }];
}

/**
 * The English home sends a shopper who chose Hindi with the language switch to `/hi` before it
 * draws: the choice lives in a cookie the page itself never reads, so the home stays one cached
 * page for everyone (decision 0068).
 */
const REMEMBERED_HINDI = `/(^|; )${LOCALE_COOKIE}=hi(;|$)/.test(document.cookie)&&location.replace('/hi'+location.search)`;

// PNG icons (scripts/icons.mjs): Chromium draws an SVG icon in a document of its own, on the main
// thread while the page starts (decision 31).
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '48x48' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

const PAGE_END_ID = 'page-end';

export function Layout({ children }: { children: ReactNode }) {
  const shop = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  useEffect(() => {
    // The last effect of the page's hydration: components that mount from now on start hydrated.
    markPageHydrated();
    // TanStack Query is not among the page's first scripts (lib/query.tsx): it comes now.
    const queries = loadQueryRuntime();
    // A marker that the page's controls now answer, parts hydrated on their own and the queries'
    // runtime included (also on error pages): browser journeys wait for it.
    whenPartsHydrated(() => {
      void queries.then(() => {
        document.documentElement.dataset.hydrated = 'true';
      });
    });
  }, []);
  return (
    <html lang={HREFLANG[localeOfPath(pathname)]}>
      <head>
        <meta charSet="utf-8" />
        {pathname === '/' ? <script dangerouslySetInnerHTML={{ __html: REMEMBERED_HINDI }} /> : null}
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
        {shop?.demoShopNotice ? <DemoShopBanner notice={shop.demoShopNotice} /> : null}
        {children}
        <StarShape />
        <span id={PAGE_END_ID} hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

type PageData = { dehydratedState?: DehydratedState; messages?: Messages } | undefined;

/**
 * Every route loader may return `dehydratedState`, which the page's queries are answered from
 * (lib/query.tsx), and `messages` (lib/i18n.server.ts), which the page speaks with. The server's
 * render also has the queries drawn in its HTML alone (lib/html-only-data.ts).
 */
function usePageData(): { dehydratedState: DehydratedState; messages: (Messages | undefined)[] } {
  const matches = useMatches();
  const htmlOnly = useContext(HtmlOnlyQueries);
  const data = matches.map((match) => match.loaderData as PageData);
  const queries = [...data.flatMap((page) => page?.dehydratedState?.queries ?? []), ...htmlOnly];
  return { dehydratedState: { mutations: [], queries }, messages: data.map((page) => page?.messages) };
}

/** The page's language, from its address. */
function PageLanguage({ messages, children }: { messages: (Messages | undefined)[]; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LanguageProvider locale={localeOfPath(pathname)} messages={messages}>
      {children}
    </LanguageProvider>
  );
}

export default function App() {
  const { dehydratedState, messages } = usePageData();
  return (
    <PageLanguage messages={messages}>
      <QueryData state={dehydratedState}>
        <SessionWatcher />
        <AppShell>
          <Outlet />
        </AppShell>
      </QueryData>
    </PageLanguage>
  );
}

/** The not-found page keeps the whole shell, whose header and footer read the queries. */
function NotFoundPage({ suggestions }: { suggestions: MissingPageSuggestions | null }) {
  return (
    <AppShell>
      <MissingPage suggestions={suggestions} />
    </AppShell>
  );
}

function ErrorScreen() {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="font-display text-3xl text-maroon-800">{t('shell.errorTitle')}</h1>
      <p className="text-ink-700">{t('shell.errorBody')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800"
      >
        {t('shell.errorRefresh')}
      </button>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root's own loader may be what failed: the words then fall back to the message ids.
  const { messages } = usePageData();
  return (
    <PageLanguage messages={messages}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage suggestions={error.data as MissingPageSuggestions | null} />
      ) : (
        <ErrorScreen />
      )}
    </PageLanguage>
  );
}
