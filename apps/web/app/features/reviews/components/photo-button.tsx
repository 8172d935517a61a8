import type { ReviewPhoto } from '@shop/shared/contracts/reviews';

/** A buyer's photo as a square thumbnail that opens the gallery; loaded only near the screen. */
export function PhotoButton({
  photo,
  alt,
  size,
  onOpen,
}: {
  photo: ReviewPhoto;
  alt: string;
  /** Its side in CSS pixels, for the picture's `sizes`. */
  size: 80 | 96;
  onOpen: (opener: HTMLElement) => void;
}) {
  return (
    <button
      type="button"
      onClick={(event) => onOpen(event.currentTarget)}
      className={`block overflow-hidden rounded-lg border border-cream-200 ${size === 96 ? 'h-24 w-24' : 'h-20 w-20'}`}
    >
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={`${size}px`}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
      />
    </button>
  );
}
