import { useState } from 'react';
import { ImagePlaceholder } from '../../product/components/image-placeholder';

/**
 * An ordered item's picture; 'Image not available' when it has none or it fails to load. `lang`
 * marks an alt text (the product's name) left in English on a Hindi page.
 */
export function OrderItemImage({
  src,
  alt,
  lang,
  className,
}: {
  src: string | null;
  alt: string;
  lang?: 'en';
  className: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className={`shrink-0 overflow-hidden rounded-lg bg-cream-100 ${className}`}>
      {src && failedSrc !== src ? (
        <img
          src={src}
          alt={alt}
          lang={lang}
          loading="lazy"
          className="h-full w-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <ImagePlaceholder />
      )}
    </div>
  );
}
