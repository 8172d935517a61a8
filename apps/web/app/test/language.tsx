import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@shop/shared/locale';
import type { ReactNode } from 'react';
import { CATALOGUES } from '../locales/catalogues.server';
import { LanguageProvider } from '../lib/i18n';

function allMessages(locale: Locale): Messages {
  const messages: Messages = {};
  for (const [namespace, texts] of Object.entries(CATALOGUES[locale]))
    for (const [key, text] of Object.entries(texts)) messages[`${namespace}.${key}`] = compileMessage(text);
  return messages;
}

/** A component under test speaks as on a page: every namespace, English unless told. */
export function InLanguage({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <LanguageProvider locale={locale} messages={[allMessages(locale)]}>
      {children}
    </LanguageProvider>
  );
}
