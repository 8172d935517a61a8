import type { ProductImage } from '@shop/shared/contracts/catalogue';

/** A retried picture gets a distinct URL so the browser asks the server again instead of its failed copy. */
export function retriedImage(image: ProductImage, attempt: number): ProductImage {
  if (attempt === 0) return image;
  const bust = (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
  return {
    ...image,
    src: bust(image.src),
    srcSet: image.srcSet
      .split(',')
      .map((entry) => {
        const [url, width] = entry.trim().split(/\s+/);
        return url ? `${bust(url)}${width ? ` ${width}` : ''}` : '';
      })
      .filter(Boolean)
      .join(', '),
  };
}
