import type { ProductImage } from '@shop/shared/contracts/catalogue';
import { Suspense, useCallback, useRef, useState } from 'react';
import { ZoomInIcon } from '../../../components/ui/part-icons';
import { englishFallback, useT } from '../../../lib/i18n';
import { pictureSources } from '../../../lib/picture';
import { ImagePlaceholder } from './image-placeholder';
import { lazyWhenOnline } from '../../../lib/import-when-online';

const MAIN_SIZES = '(min-width: 768px) 50vw, 100vw';

// The full-screen viewer is fetched when first opened: it is not part of the page's first load.
const GalleryDialog = lazyWhenOnline(() =>
  import('./gallery-dialog').then((module) => ({ default: module.GalleryDialog })),
);

/**
 * The product's pictures: the first loads at once (it is the page's largest paint), the rest
 * when they scroll into view. A main picture that fails offers Retry; a broken thumbnail shows a
 * placeholder. Pressing the main picture opens the full-screen view.
 */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [brokenThumbs, setBrokenThumbs] = useState<ReadonlySet<number>>(new Set());
  const [viewerOpen, setViewerOpen] = useState(false);
  // Once opened, the viewer stays mounted so closing it can hand focus back.
  const [viewerUsed, setViewerUsed] = useState(false);
  if (viewerOpen && !viewerUsed) setViewerUsed(true);
  const opener = useRef<HTMLButtonElement>(null);

  // A picture that failed before hydration fired its error event before React listened for it.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc !== '') setFailed(true);
  }, []);

  const image = images[active];
  if (!image) {
    return (
      <div className="aspect-square overflow-hidden rounded-2xl">
        <ImagePlaceholder />
      </div>
    );
  }

  return (
    <section aria-label={t('productDetails.pictures', { name })} className="flex flex-col gap-3">
      <div className="relative aspect-[5/4] overflow-hidden rounded-2xl bg-cream-100 md:aspect-square">
        {failed ? (
          <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
            <p className="font-semibold text-maroon-800">{t('productDetails.picturesFailed')}</p>
            <button
              type="button"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
              className="rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white hover:bg-maroon-800"
            >
              {t('productDetails.retry')}
            </button>
          </div>
        ) : (
          <button
            ref={opener}
            type="button"
            onClick={() => setViewerOpen(true)}
            className="group block h-full w-full cursor-zoom-in"
          >
            <img
              key={`${active}-${attempt}`}
              ref={checkLoaded}
              {...pictureSources(image, MAIN_SIZES, attempt)}
              alt={image.alt}
              {...englishFallback(image, 'alt')}
              width={image.width}
              height={image.height}
              loading={active === 0 ? 'eager' : 'lazy'}
              fetchPriority={active === 0 ? 'high' : 'auto'}
              decoding={active === 0 ? 'auto' : 'async'}
              onError={() => setFailed(true)}
              className="h-full w-full object-cover"
            />
            <span className="sr-only"> {t('productDetails.viewFullScreen')}</span>
            <span className="absolute right-3 bottom-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-maroon-800 shadow">
              <ZoomInIcon width={20} height={20} />
            </span>
          </button>
        )}
      </div>

      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2" aria-label={t('productDetails.choosePicture')}>
          {images.map((thumb, index) => (
            <li key={thumb.src}>
              <button
                type="button"
                onClick={() => {
                  setActive(index);
                  setFailed(false);
                }}
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('productDetails.showPicture', { number: index + 1, count: images.length })}
                className={`block aspect-square w-full overflow-hidden rounded-lg border-2 bg-cream-100 ${
                  index === active ? 'border-maroon-700' : 'border-transparent hover:border-cream-200'
                }`}
              >
                {brokenThumbs.has(index) ? (
                  <ImagePlaceholder label="" />
                ) : (
                  <img
                    {...pictureSources(thumb, '20vw')}
                    alt=""
                    width={thumb.width}
                    height={thumb.height}
                    loading="lazy"
                    decoding="async"
                    onError={() => setBrokenThumbs((set) => new Set(set).add(index))}
                    className="h-full w-full object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {viewerUsed ? (
        <Suspense fallback={null}>
          <GalleryDialog
            images={images}
            name={name}
            open={viewerOpen}
            onOpenChange={setViewerOpen}
            index={active}
            onIndexChange={setActive}
            returnFocus={opener}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
