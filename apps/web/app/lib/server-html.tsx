import { useContext, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { beginsAsServerHtml, ServerPartContext } from './use-hydrated';

/** `dangerouslySetInnerHTML` that React never writes while hydrating: the server's children stay. */
const KEEP_CHILDREN = { __html: '' };
const NOTHING_KEPT = Symbol('nothing kept');

type ServerHtmlProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'ul';
  /**
   * What the children are drawn from (a query's data, a constant list). The server's HTML is kept
   * while it is the same value; a new value (the data changed) draws the children in the browser.
   */
  from: unknown;
  children: ReactNode;
};

/**
 * A block of the server's page the browser keeps as it came instead of hydrating it: React makes
 * one element of it, not one for every element inside, so the page starts with less work
 * (decision 28). For content with nothing to answer but links: its links must be `PlainLink`s,
 * which one listener on the document hands to the router (decision 27).
 *
 * Drawn as usual on the server, after the page hydrated (a page reached by a link) and whenever
 * `from` changes. If React drew the page afresh instead of hydrating it (after a hydration
 * error), the element comes empty, and the children are drawn before the browser paints.
 */
export function ServerHtml({ as: Tag = 'div', from, children, ...attributes }: ServerHtmlProps) {
  const inServerPart = useContext(ServerPartContext);
  const [kept, setKept] = useState<unknown>(() =>
    typeof document !== 'undefined' && beginsAsServerHtml(inServerPart) ? from : NOTHING_KEPT,
  );
  const keeping = kept !== NOTHING_KEPT && Object.is(kept, from);
  // Once drawn in the browser, always drawn: going back to an empty `dangerouslySetInnerHTML`
  // would empty the element.
  if (kept !== NOTHING_KEPT && !keeping) setKept(NOTHING_KEPT);
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (keeping && element.current?.firstChild === null) setKept(NOTHING_KEPT);
  }, [keeping]);
  if (keeping) {
    return (
      <Tag
        ref={element as React.RefObject<never>}
        {...attributes}
        dangerouslySetInnerHTML={KEEP_CHILDREN}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag ref={element as React.RefObject<never>} {...attributes}>
      {children}
    </Tag>
  );
}
