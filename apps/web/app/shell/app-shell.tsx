import type { ReactNode } from 'react';
import { LazyToaster } from '../components/layout/lazy-toaster';
// Not hydrated later: it must answer even when the connection goes before later parts' code came.
import { OfflineBanner } from '../components/layout/offline-banner';
import { hydrateLater } from '../lib/hydrate-later';
import { withWords } from '../lib/with-words';
import { useT } from '../lib/i18n';
import { PlainLinkNavigation } from '../lib/plain-link';
import { LazyCartDrawer } from './lazy-cart-drawer';
import { SiteHeader } from './site-header';

// Parts of the shell that hydrate on their own, after the page's own content (lib/hydrate-later.tsx).
// Each fetches its words with its code (lib/words-on-demand.ts).
const SiteFooter = hydrateLater(() =>
  withWords(import('./site-footer'), 'siteFooter', 'siteMenus').then((module) => module.SiteFooter),
);
const FloatingActions = hydrateLater(() =>
  withWords(import('../components/layout/floating-actions'), 'siteFooter').then((module) => module.FloatingActions),
);
// The phone's bar is links: its badges come with the header's (shell/header-links.ts).
const MobileBottomBarWithCounts = hydrateLater(() =>
  import('./header-links').then((module) => module.MobileBottomBarWithCounts),
);

/** What every storefront page sits in: header, footer, the phone's bottom bar and the drawers. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        {t('shell.skipToContent')}
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
      {/* On a phone the cart drawer fills the screen: toasts start below its header and close button. */}
      <LazyToaster
        position="top-center"
        closeButton
        mobileOffset={{ top: 72 }}
        customAriaLabel={t('shell.toastRegion')}
        toastOptions={{ closeButtonAriaLabel: t('shell.toastClose') }}
      />
    </div>
  );
}
