import { randomUUID } from 'node:crypto';
import { PRODUCT_IMAGE_TYPES } from '@shop/shared/contracts/admin-products';
import { previewImageKey } from '@shop/shared/preview-image';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../../app-error';
import { IMAGE_WIDTHS } from '../../../db/seed/seed';
import { pictureKey, type ImageStorage } from '../../../storage/image-storage';
import { renderPreviewJpeg } from '../../../storage/preview-image';

const WEBP = { quality: 80, effort: 3 } as const;
/** Decompression-bomb guard: a small file may claim an enormous canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
// Cream, the storefront's background, fills the margins of pictures that are not square.
const BACKGROUND = { r: 255, g: 250, b: 242, alpha: 1 };

export function isAcceptedImageType(mimetype: string): boolean {
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(mimetype);
}

/**
 * Stores an uploaded picture as the seed stores its pictures: square WebP files at the same
 * responsive widths, `${path}-${width}.webp`, and its link-preview JPEG. The content is decoded by sharp whatever the browser
 * claimed, so a renamed non-image is refused. Returns the path and widths for the image row.
 */
export async function storeProductImage(
  storage: ImageStorage,
  productSlug: string,
  data: Buffer,
): Promise<{ path: string; widths: number[] }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('IMAGE_UNREADABLE');
  }
  if (!metadata.format || !['jpeg', 'png', 'webp'].includes(metadata.format)) throw new AppError('IMAGE_TYPE_INVALID');

  const path = `products/${productSlug}/u-${randomUUID()}`;
  const widths = [...IMAGE_WIDTHS];
  try {
    const files: { key: string; data: Buffer }[] = await Promise.all(
      widths.map(async (width) => ({
        key: pictureKey(path, width),
        data: await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate() // honour the camera's orientation flag
          .resize(width, width, { fit: 'contain', background: BACKGROUND })
          .flatten({ background: BACKGROUND })
          .webp(WEBP)
          .toBuffer(),
      })),
    );
    // From the widest square file, so the preview shows the picture exactly as the shop does.
    const widest = files.at(-1);
    if (widest) files.push({ key: previewImageKey(path), data: await renderPreviewJpeg(widest.data) });
    for (const file of files) await storage.put(file.key, file.data);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_UNREADABLE');
  }
  return { path, widths };
}

/**
 * Deletes a picture's files, every width and its preview, once no row points at them any more. The change is
 * already committed by then, so a file that cannot be deleted is left behind (it costs disk
 * space, nothing else) and logged, rather than turning the owner's finished change into an error.
 */
export async function removeProductImageFiles(
  storage: ImageStorage,
  image: { path: string; widths: number[] },
  log: FastifyBaseLogger,
): Promise<void> {
  const keys = [...image.widths.map((width) => pictureKey(image.path, width)), previewImageKey(image.path)];
  await Promise.all(
    keys.map(async (key) => {
      await storage.remove(key).catch((err: unknown) => {
        log.warn({ err, key }, 'picture file left behind: it could not be deleted');
      });
    }),
  );
}
