import type { Locale } from '@shop/shared/locale';
import enShell from './en/shell';
import hiShell from './hi/shell';

/**
 * Every namespace's messages in every language. Read on the server only (`.server`): a page gets
 * the namespaces it names in its loader (lib/i18n.server.ts) as data, never as scripts.
 */
export const CATALOGUES = {
  en: { shell: enShell },
  hi: { shell: hiShell },
} satisfies Record<Locale, Record<string, Record<string, string>>>;

type English = (typeof CATALOGUES)['en'];
export type Namespace = keyof English;
/** `shell.menu`: a namespace and one of its keys. */
export type MessageId = { [N in Namespace]: `${N}.${keyof English[N] & string}` }[Namespace];
