import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../../lib/i18n';

type StickyBuyBarProps = {
  /** The page's own buying buttons: the bar shows only while they are scrolled out of sight. */
  buttons: RefObject<HTMLElement | null>;
  /** The size picker, scrolled to when no size is chosen yet. */
  sizes: RefObject<HTMLElement | null>;
  price: string;
  /** "From" before a size is chosen when sizes are priced differently. */
  from: boolean;
  sizeChosen: boolean;
  canBuy: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
};

/**
 * Phones only: once the product's own buttons scroll away, the price and both buttons wait at the
 * bottom of the screen, above the bottom bar. It slides (a transform, never a layout change) and
 * marks the page so the floating chat button moves up instead of covering it.
 */
export function StickyBuyBar({
  buttons,
  sizes,
  price,
  from,
  sizeChosen,
  canBuy,
  onAddToCart,
  onBuyNow,
}: StickyBuyBarProps) {
  const [shown, setShown] = useState(false);
  const t = useT();

  useEffect(() => {
    const target = buttons.current;
    // Without the observer (old browsers) the page's own buttons are all there is.
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // The screen's edge stretched far below it: the buttons count as in sight while on screen or
    // still ahead of the reader, and go out of sight only once scrolled past the top. A plain
    // observer says nothing when one fling carries the buttons from below the screen to above it.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [buttons]);

  useEffect(() => {
    const root = document.documentElement;
    if (shown) root.dataset.buyBar = '';
    else delete root.dataset.buyBar;
    return () => {
      delete root.dataset.buyBar;
    };
  }, [shown]);

  const chooseSize = () => {
    sizes.current?.scrollIntoView({ block: 'center' });
    sizes.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  };

  return (
    <div
      role="region"
      aria-label={t('product.buyBar')}
      aria-hidden={!shown}
      inert={!shown}
      data-testid="sticky-buy-bar"
      className={`fixed inset-x-0 bottom-16 z-20 border-t border-cream-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur transition-transform duration-200 motion-reduce:transition-none md:hidden ${
        shown ? 'translate-y-0' : 'pointer-events-none translate-y-[calc(100%+4rem)]'
      }`}
    >
      <div className="flex items-center gap-2">
        <p className="mr-auto text-lg leading-tight font-bold text-maroon-800">
          {from ? <span className="block text-xs font-normal text-ink-700">{t('product.from')}</span> : null}
          {price}
        </p>
        {sizeChosen ? (
          <>
            <button
              type="button"
              onClick={onAddToCart}
              disabled={!canBuy}
              className="rounded-full border-2 border-maroon-700 px-4 py-2 text-sm font-bold text-maroon-700 disabled:border-cream-200 disabled:text-ink-500"
            >
              {t('product.addToCart')}
            </button>
            <button
              type="button"
              onClick={onBuyNow}
              disabled={!canBuy}
              className="rounded-full bg-maroon-700 px-4 py-2 text-sm font-bold text-white disabled:bg-cream-200 disabled:text-ink-500"
            >
              {t('product.buyNow')}
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={chooseSize}
            className="rounded-full bg-maroon-700 px-5 py-2 text-sm font-bold text-white"
          >
            {t('product.chooseSize')}
          </button>
        )}
      </div>
    </div>
  );
}
