import type { ProductImage } from '@shop/shared/contracts/catalogue';
import { Dialog } from 'radix-ui';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon } from '../../../components/ui/part-icons';
import { englishFallback, useT } from '../../../lib/i18n';
import { pictureSources } from '../../../lib/picture';
import { ImagePlaceholder } from './image-placeholder';

const SWIPE_PX = 50;
const ZOOM = 2.5;

type GalleryDialogProps = {
  images: readonly ProductImage[];
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  index: number;
  onIndexChange: (index: number) => void;
  /** Where focus goes back to on closing: the picture that opened the viewer. */
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * Full-screen pictures: arrow keys and swipes move between them, a press (or Z) zooms into the
 * point pressed, Escape closes and focus returns to the picture that opened it.
 */
export function GalleryDialog({
  images,
  name,
  open,
  onOpenChange,
  index,
  onIndexChange,
  returnFocus,
}: GalleryDialogProps) {
  const t = useT();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const image = images[index];

  const go = (step: number) => {
    setZoomed(false);
    onIndexChange((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (count > 1 && event.key === 'ArrowRight') go(1);
    else if (count > 1 && event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'z' || event.key === 'Z') setZoomed((value) => !value);
    else return;
    event.preventDefault();
  };

  const onImageClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && event.detail > 0) {
      setOrigin(
        `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`,
      );
    } else {
      setOrigin('50% 50%');
    }
    setZoomed((value) => !value);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = zoomed ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (moved <= -SWIPE_PX) go(1);
    else if (moved >= SWIPE_PX) go(-1);
  };

  const navButton =
    'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-maroon-800 shadow hover:bg-white';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setZoomed(false);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/95" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-4 p-3">
            <Dialog.Title className="truncate font-semibold">
              {name}
              <span className="ml-2 font-normal text-cream-200">
                {index + 1} / {count}
              </span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t('productDetails.viewerHelp')}</Dialog.Description>
            <Dialog.Close className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
              <CloseIcon />
              <span className="sr-only">{t('productDetails.close')}</span>
            </Dialog.Close>
          </div>
          <div
            className="relative flex flex-1 touch-pan-y items-center justify-center overflow-hidden px-2 pb-4"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            {count > 1 ? (
              <button type="button" onClick={() => go(-1)} className={`${navButton} left-3`}>
                <ChevronLeftIcon />
                <span className="sr-only">{t('productDetails.previousPicture')}</span>
              </button>
            ) : null}
            {image ? (
              <button
                type="button"
                onClick={onImageClick}
                aria-pressed={zoomed}
                className={`relative h-full max-h-[80vh] w-full max-w-[80vh] overflow-hidden ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
              >
                <span className="sr-only">{zoomed ? t('productDetails.zoomOut') : t('productDetails.zoomIn')}</span>
                {broken.has(index) ? (
                  <ImagePlaceholder />
                ) : (
                  <img
                    {...pictureSources(image, '100vw')}
                    alt={image.alt}
                    {...englishFallback(image, 'alt')}
                    width={image.width}
                    height={image.height}
                    onError={() => setBroken((set) => new Set(set).add(index))}
                    draggable={false}
                    style={{ transformOrigin: origin, transform: zoomed ? `scale(${ZOOM})` : undefined }}
                    className="h-full w-full object-contain transition-transform duration-200 motion-reduce:transition-none"
                  />
                )}
                {!zoomed ? (
                  <span className="absolute right-2 bottom-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-maroon-800">
                    <ZoomInIcon width={18} height={18} />
                  </span>
                ) : null}
              </button>
            ) : null}
            {count > 1 ? (
              <button type="button" onClick={() => go(1)} className={`${navButton} right-3`}>
                <ChevronRightIcon />
                <span className="sr-only">{t('productDetails.nextPicture')}</span>
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
