import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/** How each `<name>` of a message is drawn, given the words between its tags. */
export type RichTags = Record<string, (text: string) => ReactNode>;

/**
 * A translated message whose marked parts become elements, so a link or a bold phrase sits where
 * each language puts it: `richText(t('x'), { b: (text) => <strong>{text}</strong> })` for
 * `'Open <b>My Orders</b>'`. A tag the caller does not draw shows its words as they are.
 */
export function richText(message: string, tags: RichTags): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', text = ''] = match;
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{tags[name]?.(text) ?? text}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
