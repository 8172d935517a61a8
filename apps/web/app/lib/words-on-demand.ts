import { localeOfPath, pathInLocale } from '@shop/shared/locale';
import type { Namespace } from '../locales/catalogues.server';
import { loadMessages } from './i18n';

/**
 * Loads a namespace's messages in the page's language (routes/words.ts) before a part that needs
 * them is drawn: for a part drawn only once the shopper asks for it (a dialog), whose words would
 * otherwise travel in every page's data. Import it in the part's lazy import, beside its code.
 */
export async function loadWords(namespace: Namespace): Promise<void> {
  const locale = localeOfPath(window.location.pathname);
  const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? '';
  const response = await fetch(`${pathInLocale(`/words/${namespace}`, locale)}?v=${encodeURIComponent(version)}`);
  if (!response.ok) throw new Error(`The words of ${namespace} answered ${response.status}`);
  loadMessages(locale, await response.json());
}
