import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { pathInLocale, type Locale } from '@shop/shared/locale';
import { createContext, useContext, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { MessageId } from '../locales/catalogues.server';

/** Translates a message id (`shell.menu`) in the page's language, filling in its `{values}`. */
export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;
type Language = { locale: Locale; t: Translate };

/**
 * One Lingui instance per language for the whole process: a message id means the same words in
 * every request, so the namespaces pages bring only add to it (on the server too).
 */
const languages = new Map<Locale, { i18n: I18n; language: Language }>();

function languageOf(locale: Locale) {
  let entry = languages.get(locale);
  if (!entry) {
    const i18n = setupI18n({ locale, messages: { [locale]: {} } });
    entry = { i18n, language: { locale, t: (id, values) => i18n._(id, values) } };
    languages.set(locale, entry);
  }
  return entry;
}

/**
 * The words of a language outside a component (a failed fetch saying why): the messages the page
 * loaded, as `useT()` has them.
 */
export function translateIn(locale: Locale): Translate {
  return languageOf(locale).language.t;
}

// Without a provider (a component test), English with no messages: ids stand for the words.
const LanguageContext = createContext<Language>(languageOf('en').language);

/**
 * The page's language for everything below, with the messages its routes' loaders sent
 * (lib/i18n.server.ts `pageMessages`): the root gives every match's.
 */
export function LanguageProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: readonly (Messages | undefined)[];
  children: ReactNode;
}) {
  const { i18n, language } = languageOf(locale);
  // Before the children render, which may translate them; loading the same messages again is harmless.
  for (const loaded of messages) if (loaded) i18n.load(locale, loaded);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

/** Messages a part fetched for itself (lib/words-on-demand.ts), added to the language's own. */
export function loadMessages(locale: Locale, messages: Messages) {
  languageOf(locale).i18n.load(locale, messages);
}

/** `t('shell.menu')`: the page's words (in a component test, wrap it in test/language.tsx). */
export function useT(): Translate {
  return useContext(LanguageContext).t;
}

export function useLocale(): Locale {
  return useContext(LanguageContext).locale;
}

/** Shop paths in the page's language: `/cart` on a Hindi page is `/hi/cart`. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => pathInLocale(path, locale);
}

/** A router link to a shop path, kept in the page's language. */
export function LocaleLink({ to, ...link }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link {...link} to={pathInLocale(to, useLocale())} />;
}

/**
 * `lang="en"` for a catalogue text the API could only give in English on a Hindi page (its
 * `untranslated` names the field, decision 0065), so readers and screen readers voice it as English:
 * `<h3 {...englishFallback(product, 'name')}>`. English answers carry no `untranslated`.
 */
export function englishFallback(item: { untranslated?: readonly string[] }, field: string): { lang?: 'en' } {
  return item.untranslated?.includes(field) ? { lang: 'en' } : {};
}
