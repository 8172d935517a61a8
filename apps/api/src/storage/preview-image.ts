import { PREVIEW_IMAGE } from '@shop/shared/preview-image';
import type { Sharp } from 'sharp';

// Cream, the storefront's background, fills the sides of the wide canvas.
const BACKGROUND = { r: 255, g: 250, b: 242, alpha: 1 };
// Quality 80 keeps a busy picture well under WhatsApp's 300 KB preview limit.
const JPEG = { quality: 80, mozjpeg: true } as const;

/**
 * A picture's link-preview JPEG (see PREVIEW_IMAGE), from a picture sharp has opened: the seed's own
 * art, or an upload's widest file opened by decodePicture (storage/picture-decoding.ts) within its
 * limits and time.
 */
export async function renderPreviewJpeg(image: Sharp): Promise<Buffer> {
  return image
    .resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .jpeg(JPEG)
    .toBuffer();
}
