import type { Locale } from '@shop/shared/locale';
import enHome from './en/home';
import enProduct from './en/product';
import enShell from './en/shell';
import hiHome from './hi/home';
import hiProduct from './hi/product';
import hiShell from './hi/shell';

/**
 * Every namespace's messages in every language. Read on the server only (`.server`): a page gets
 * the namespaces it names in its loader (lib/i18n.server.ts) as data, never as scripts.
 */
export const CATALOGUES = {
  en: { shell: enShell, product: enProduct, home: enHome },
  hi: { shell: hiShell, product: hiProduct, home: hiHome },
} satisfies Record<Locale, Record<string, Record<string, string>>>;

type English = (typeof CATALOGUES)['en'];
export type Namespace = keyof English;
/** `shell.menu`: a namespace and one of its keys. */
export type MessageId = { [N in Namespace]: `${N}.${keyof English[N] & string}` }[Namespace];
