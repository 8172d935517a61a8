import type { ReactNode } from 'react';

/** Stands for the one element a message wraps words around: `t('x.sentTo', { phone: SLOT })`. */
export const SLOT = '\u2063';

/** A message with an element (a link, a bold number) where its translation put the SLOT. */
export function withSlot(message: string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = message.split(SLOT);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
