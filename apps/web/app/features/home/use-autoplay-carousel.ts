import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-media-query';

/**
 * An Embla carousel that advances itself every `delayMs`, looping. It pauses while the pointer
 * is over it or focus is inside it, when the visitor presses pause (WCAG 2.2.2), and never
 * starts for visitors who ask for reduced motion.
 */
export function useAutoplayCarousel(delayMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [plugins] = useState(() => [
    Autoplay({
      delay: delayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onInit = () => {
      setSnapCount(api.scrollSnapList().length);
      onSelect();
    };
    onInit();
    api.on('select', onSelect).on('reInit', onInit);
    return () => {
      api.off('select', onSelect).off('reInit', onInit);
    };
  }, [api]);

  const canAutoplay = !reducedMotion;
  const playing = Boolean(api) && canAutoplay && !paused && !hovered && !focused;
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  const scrollPrev = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const scrollNext = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index, reducedMotion), [api, reducedMotion]);

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
    snapCount,
    scrollPrev,
    scrollNext,
    scrollTo,
    canAutoplay,
    paused,
    togglePaused: () => setPaused((value) => !value),
  };
}
