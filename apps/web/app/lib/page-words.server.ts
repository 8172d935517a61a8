import type { Messages } from '@lingui/core';
import type { Locale } from '@shop/shared/locale';
import { CATALOGUES, type MessageId, type Namespace } from '../locales/catalogues.server';
import { pageMessages, serverT } from './i18n.server';
import type { FormMessages } from './form-messages';
import type { PageWords } from './page-words';

/**
 * The shared contracts' form messages on a Hindi page, keyed by the English words zod gives the
 * form (lib/form-messages.ts looks them up): plain data beside the page's messages, read only by
 * the forms; an English page needs none.
 */
function formMessages(locale: Locale): Record<string, string> {
  if (locale === 'en') return {};
  const translated: Record<string, string> = CATALOGUES[locale].forms;
  return Object.fromEntries(Object.entries(CATALOGUES.en.forms).map(([key, english]) => [english, translated[key]!]));
}

/**
 * What the loader of an account, cart, checkout or order page returns to speak the page's language:
 * its namespaces' messages, with the form messages when it has forms, and its title and description.
 */
export function pageWords(
  request: Request,
  {
    namespaces,
    title,
    description,
    forms = false,
  }: { namespaces: Namespace[]; title: MessageId; description: MessageId; forms?: boolean },
): PageWords & FormMessages & { locale: Locale; messages: Messages } {
  const { locale, messages } = pageMessages(request, ...namespaces);
  const t = serverT(request, ...namespaces);
  return {
    locale,
    messages,
    ...(forms && locale !== 'en' ? { formMessages: formMessages(locale) } : {}),
    words: { title: t(title), description: t(description) },
  };
}
