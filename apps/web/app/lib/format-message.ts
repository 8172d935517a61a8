import type { Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type Choices = Record<string, CompiledMessage | number | undefined>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function memo<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let made = cache.get(locale);
  if (!made) cache.set(locale, (made = make()));
  return made;
}

/**
 * A message as the server compiled it (`compileMessage` of `@lingui/message-utils`) in words: text,
 * `{name}` and `{count, plural, …}` with `#`, the only forms the catalogues use
 * (`format-message.test.ts`). Lingui's runtime did the same in 2 kB more of every page's scripts.
 */
function wordsOf(locale: string, tokens: CompiledMessage, values: Record<string, unknown>, hash?: string): string {
  let words = '';
  for (const token of tokens) {
    if (typeof token === 'string') words += token === '#' && hash !== undefined ? hash : token;
    else {
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural') {
        const { offset = 0, ...cases } = format as Choices;
        const n = Number(value) - Number(offset);
        const rule = memo(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n);
        const chosen = (cases[String(value)] ?? cases[rule] ?? cases.other) as CompiledMessage | undefined;
        const shown = memo(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(n);
        if (chosen) words += wordsOf(locale, chosen, values, shown);
      } else if (value !== null && value !== undefined) words += String(value);
    }
  }
  return words;
}

/** The words of message `id` in `messages`, its placeholders filled; the id itself when it has none. */
export function formatMessage(
  locale: string,
  messages: Messages,
  id: string,
  values: Record<string, unknown> = {},
): string {
  const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
  if (message === undefined) return id;
  return typeof message === 'string' ? message : wordsOf(locale, message, values);
}
