/**
 * Link previews (Open Graph) read one JPEG per picture: WhatsApp does not reliably show WebP.
 * It sits beside the picture's WebP widths as `${path}-og.jpg`, the picture contained on a
 * 1200 × 630 canvas, the size previews show as a wide card.
 */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export function previewImageKey(picturePath: string): string {
  return `${picturePath}-og.jpg`;
}

/** `/images/products/x/1-640.webp` → `/images/products/x/1-og.jpg`; null for any other address. */
export function previewImageUrl(pictureUrl: string): string | null {
  const match = /^(.+)-\d+\.webp$/.exec(pictureUrl);
  return match?.[1] ? previewImageKey(match[1]) : null;
}
