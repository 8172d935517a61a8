import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@shop/shared/locale';
import { CATALOGUES, type MessageId, type Namespace } from '../locales/catalogues.server';
import { loadMessages, type Translate } from './i18n';
import { requestLocale } from './request-locale';

const compiled = new Map<string, Messages>();

/**
 * A namespace compiled once per process: ICU text to Lingui's compiled form, so the browser needs
 * no message parser. A message without placeholders stays compiled too (`["Menu"]`): Lingui takes a
 * plain string for an uncompiled one and warns about it on every use.
 */
function namespaceMessages(locale: Locale, namespace: Namespace): Messages {
  const cacheKey = `${locale}:${namespace}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    messages = {};
    for (const [key, text] of Object.entries(CATALOGUES[locale][namespace])) {
      messages[`${namespace}.${key}`] = compileMessage(text);
    }
    compiled.set(cacheKey, messages);
  }
  return messages;
}

/**
 * What a loader returns for its page to speak the page's language: the locale and the messages it
 * names, whole namespaces (`'product'`) or single messages (`'idols.fitsProduct'`, for a page that
 * shows one part of a namespace: a words list beside that part names them). They travel as loader
 * data, never in a script, so a page's words cost no first-load JavaScript (decision 0067).
 */
export function pageMessages(
  request: Request,
  ...names: (Namespace | MessageId)[]
): { locale: Locale; messages: Messages } {
  const locale = requestLocale(request);
  const messages: Messages = {};
  for (const name of names) {
    if (!name.includes('.')) {
      Object.assign(messages, namespaceMessages(locale, name as Namespace));
      continue;
    }
    const namespace = name.slice(0, name.indexOf('.')) as Namespace;
    messages[name] = namespaceMessages(locale, namespace)[name]!;
  }
  return { locale, messages };
}

/**
 * The words of some namespaces for a loader to put in the page itself (titles, descriptions, JSON-LD):
 * the same catalogues, translated on the server.
 */
export function serverT(request: Request, ...namespaces: Namespace[]): Translate {
  const { locale, messages } = pageMessages(request, ...namespaces);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => i18n._(id, values);
}

/**
 * Every namespace, in every language, for the server's render (entry.server.tsx): it draws every
 * part of a page, those that hydrate later too, whose words the page's data does not carry (they
 * fetch them with their code, lib/words-on-demand.ts). The browser has only what the page sent.
 */
export function speakEveryNamespace() {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    for (const namespace of Object.keys(CATALOGUES[locale]) as Namespace[]) {
      loadMessages(locale, namespaceMessages(locale, namespace));
    }
  }
}
