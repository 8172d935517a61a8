import { randomUUID } from 'node:crypto';
import { previewImageKey } from '@shop/shared/preview-image';
import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_WIDTHS } from '../../../db/seed/seed';
import { pictureKey, type ImageStorage } from '../../../storage/image-storage';
import { OWNER_PICTURE_RULES } from '../../../storage/owner-picture-upload';
import { decodePicture } from '../../../storage/picture-decoding';
import { renderPreviewJpeg } from '../../../storage/preview-image';

const WEBP = { quality: 80, effort: 3 } as const;
// Cream, the storefront's background, fills the margins of pictures that are not square.
const BACKGROUND = { r: 255, g: 250, b: 242, alpha: 1 };

/**
 * Stores an uploaded picture as the seed stores its pictures: square WebP files at the same
 * responsive widths, `${path}-${width}.webp`, and its link-preview JPEG. Returns the path and
 * widths for the image row.
 */
export async function storeProductImage(
  storage: ImageStorage,
  productSlug: string,
  data: Buffer,
): Promise<{ path: string; widths: number[] }> {
  const path = `products/${productSlug}/u-${randomUUID()}`;
  const widths = [...IMAGE_WIDTHS];
  const files = await decodePicture(data, OWNER_PICTURE_RULES, async (source, again) => {
    const squares: { key: string; data: Buffer }[] = await Promise.all(
      widths.map(async (width) => ({
        key: pictureKey(path, width),
        data: await source
          .clone()
          .rotate() // honour the camera's orientation flag
          .resize(width, width, { fit: 'contain', background: BACKGROUND })
          .flatten({ background: BACKGROUND })
          .webp(WEBP)
          .toBuffer(),
      })),
    );
    // From the widest square file, so the preview shows the picture exactly as the shop does.
    const widest = squares.at(-1);
    if (widest) squares.push({ key: previewImageKey(path), data: await renderPreviewJpeg(again(widest.data)) });
    return squares;
  });
  for (const file of files) await storage.put(file.key, file.data);
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
