import { setupI18n, type Messages } from '@lingui/core';
import { LOCALES } from '@shop/shared/locale';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type Namespace } from '../locales/catalogues.server';
import { formatMessage } from './format-message';
import { pageMessages } from './i18n.server';

/** The placeholders a compiled message names, plural ones' cases included. */
function placeholders(tokens: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    found.add(token[0]);
    if (token[1] === 'plural')
      for (const choice of Object.values(token[2] as Record<string, unknown>))
        if (Array.isArray(choice)) placeholders(choice as CompiledMessage, found);
  }
  return found;
}

describe('Words from compiled messages', () => {
  it('read as Lingui reads them, in every catalogue, for none, one, a few and thousands', () => {
    let plurals = 0;
    for (const locale of LOCALES) {
      const namespaces = Object.keys(CATALOGUES[locale]) as Namespace[];
      const { messages } = pageMessages(
        new Request(`http://shop.test${locale === 'en' ? '' : `/${locale}`}/`),
        ...namespaces,
      );
      const lingui = setupI18n({ locale, messages: { [locale]: messages } });
      for (const [id, message] of Object.entries(messages as Messages)) {
        const names = [...placeholders(message as CompiledMessage)];
        if (JSON.stringify(message).includes('"plural"')) plurals += 1;
        for (const n of [0, 1, 3, 12345]) {
          const values = Object.fromEntries(names.map((name) => [name, n]));
          expect(formatMessage(locale, messages, id, values), `${locale} ${id} ${n}`).toBe(lingui._(id, values));
        }
      }
    }
    expect(plurals).toBeGreaterThan(10);
  });

  it('name the message when the page did not load it', () => {
    expect(formatMessage('hi', {}, 'shell.menu')).toBe('shell.menu');
    expect(formatMessage('en', {}, 'constructor')).toBe('constructor');
  });
});
