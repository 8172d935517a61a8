import { localeOfPath, pathInLocale, type Locale } from '@shop/shared/locale';
import type { Namespace } from '../locales/catalogues.server';
import { loadMessages } from './i18n';

/** Each namespace's fetch in the page's language, shared by every part that needs it. */
const arriving = new Map<string, Promise<void>>();

async function fetchWords(namespace: Namespace, locale: Locale): Promise<void> {
  const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? '';
  const response = await fetch(`${pathInLocale(`/words/${namespace}`, locale)}?v=${encodeURIComponent(version)}`);
  // Refused for now (too many requests, the server restarting): tried again like a failed fetch
  // (lib/import-when-online.ts), the part keeping the server's HTML meanwhile.
  if (response.status === 429 || response.status >= 500) {
    throw new TypeError(`The words of ${namespace} answered ${response.status}`);
  }
  if (!response.ok) throw new Error(`The words of ${namespace} answered ${response.status}`);
  loadMessages(locale, await response.json());
}

/**
 * Loads namespaces' messages in the page's language (routes/words.ts) before a part that needs
 * them is drawn: a part drawn only once the shopper asks for it (a dialog), or one that hydrates
 * later (lib/hydrate-later.tsx), whose words would otherwise travel in every page's data. Parts
 * asking for the same namespace share one request; a failed one is asked again next time. The
 * server has every namespace already (entry.server.tsx): there it does nothing.
 */
export async function loadWords(...namespaces: Namespace[]): Promise<void> {
  if (typeof window === 'undefined') return;
  const locale = localeOfPath(window.location.pathname);
  await Promise.all(
    namespaces.map((namespace) => {
      const key = `${locale}:${namespace}`;
      let words = arriving.get(key);
      if (!words) {
        words = fetchWords(namespace, locale);
        words.catch(() => arriving.delete(key));
        arriving.set(key, words);
      }
      return words;
    }),
  );
}
