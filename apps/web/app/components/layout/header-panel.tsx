import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type HeaderPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** `left` slides in from the side (menu); `top` drops down under the header bar (search). */
  side: 'left' | 'top';
  children: ReactNode;
};

/**
 * A panel under the sticky header bar, so the bar's own toggles stay usable while it is open.
 * Closed, it is `invisible`: out of the tab order and the accessibility tree. Visibility changes
 * at once when opening (so focus can move in) and after the slide when closing. It starts where the
 * header bar ends on the screen, which is lower than the bar's height while a notice above the bar
 * (the demo shop's) is in sight: a fixed offset would lie over the bar's lower half.
 */
export function HeaderPanel({ id, open, onClose, side, children }: HeaderPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number>();

  useLayoutEffect(() => {
    if (!open) return;
    const bar = frameRef.current?.closest('header');
    if (bar) setTop(bar.getBoundingClientRect().bottom);
  }, [open]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const focusFirst = () => {
      const first = panel.querySelector<HTMLElement>('input, a[href], button');
      first?.focus();
      return first !== null;
    };
    if (focusFirst()) return;
    // The content of a panel opened for the first time arrives with its code, a moment later.
    const arrival = new MutationObserver(() => {
      if (focusFirst()) arrival.disconnect();
    });
    arrival.observe(panel, { childList: true, subtree: true });
    return () => arrival.disconnect();
  }, [open]);

  const slide =
    side === 'left'
      ? `inset-y-0 left-0 w-80 max-w-[85vw] overflow-y-auto ${open ? 'translate-x-0' : '-translate-x-full'}`
      : `inset-x-0 top-0 ${open ? 'translate-y-0' : '-translate-y-full'}`;

  return (
    <div
      ref={frameRef}
      style={top === undefined ? undefined : { top }}
      className={`fixed inset-x-0 top-16 bottom-0 z-40 overflow-hidden ${
        // Closed, its content is not styled or laid out at all (decision 25); `allow-discrete` keeps
        // it shown until the slide-out ends.
        open
          ? 'visible'
          : 'invisible transition-[visibility,content-visibility] transition-discrete duration-300 [content-visibility:hidden]'
      }`}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-ink-900/40 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        id={id}
        ref={panelRef}
        className={`absolute bg-cream-50 p-4 shadow-xl transition-transform duration-300 motion-reduce:transition-none ${slide}`}
      >
        {children}
      </div>
    </div>
  );
}
