import { startTransition, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-media-query';

/**
 * The scrolling viewport: the browser's own horizontal scrolling (a swipe on a phone, a trackpad,
 * the arrow keys once focused), snapping to the start of a slide, without a visible scrollbar.
 * Its direct child is the row of slides, each with `CAROUSEL_SLIDE`.
 */
export const CAROUSEL_VIEWPORT =
  'relative snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
export const CAROUSEL_SLIDE = 'snap-start';

/**
 * Where the viewport can rest: each slide's start, as far as the viewport can scroll. Several
 * slides at the end of a row that shows more than one share the last position.
 */
export function snapPositions(slideStarts: number[], maxScroll: number): number[] {
  const positions: number[] = [];
  for (const start of slideStarts) {
    const position = Math.round(Math.min(maxScroll, Math.max(0, start)));
    if (positions.at(-1) !== position) positions.push(position);
  }
  return positions.length > 0 ? positions : [0];
}

/** The position nearest to `scrollLeft`. */
export function nearestSnap(positions: number[], scrollLeft: number): number {
  let best = 0;
  for (let index = 1; index < positions.length; index++) {
    if (Math.abs(positions[index]! - scrollLeft) < Math.abs(positions[best]! - scrollLeft)) best = index;
  }
  return best;
}

function measure(viewport: HTMLElement): number[] {
  const row = viewport.firstElementChild;
  if (!row) return [0];
  // The viewport is positioned, so each slide's offsetLeft is measured from its start,
  // whatever it is scrolled to.
  const starts = Array.from(row.children, (slide) => (slide as HTMLElement).offsetLeft);
  return snapPositions(starts, viewport.scrollWidth - viewport.clientWidth);
}

/**
 * A carousel on native scroll snapping that advances itself every `delayMs` and goes back to the
 * first slide after the last. It pauses while the pointer is over it or focus is inside it, when
 * the visitor presses pause (WCAG 2.2.2), and never starts for visitors who ask for reduced motion.
 * The server's HTML is already the first slide; the script only measures, listens to the scroll
 * and moves it, so there is nothing to set up before the page can be used.
 */
export function useAutoplayCarousel(delayMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  // A ref object, not a callback setting state: attaching it must not re-render the carousel
  // inside the commit that hydrates the page.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let current: number[] = [0];
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setSelected(nearestSnap(current, viewport.scrollLeft));
      });
    };
    // The observer reports the viewport's size once as it starts, after the browser's own layout,
    // so measuring forces no extra layout; the controls appear with a low-priority render.
    const remeasure = () => {
      current = measure(viewport);
      startTransition(() => {
        setSnaps(current);
        setSelected(nearestSnap(current, viewport.scrollLeft));
      });
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    const resized = new ResizeObserver(remeasure);
    resized.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', onScroll);
      resized.disconnect();
    };
  }, []);

  const scrollTo = useCallback(
    (index: number) => {
      const viewport = viewportRef.current;
      if (!viewport || snaps.length === 0) return;
      const target = ((index % snaps.length) + snaps.length) % snaps.length;
      // The scroll events that follow move `selected`, as they do when the visitor swipes.
      viewport.scrollTo({ left: snaps[target]!, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [snaps, reducedMotion],
  );
  const scrollPrev = useCallback(() => scrollTo(selected - 1), [scrollTo, selected]);
  const scrollNext = useCallback(() => scrollTo(selected + 1), [scrollTo, selected]);

  const canAutoplay = !reducedMotion;
  const playing = snaps.length > 1 && canAutoplay && !paused && !hovered && !focused;
  // A new wait starts whenever the slide changes, by the timer or by the visitor.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(scrollNext, delayMs);
    return () => window.clearTimeout(timer);
  }, [playing, scrollNext, delayMs]);

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    viewportRef,
    rootProps,
    selected,
    scrollPrev,
    scrollNext,
    scrollTo,
    canAutoplay,
    paused,
    togglePaused: () => setPaused((value) => !value),
  };
}
