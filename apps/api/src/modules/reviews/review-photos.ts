import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { REVIEW_PHOTO_MAX_PIXELS, REVIEW_PHOTO_TYPES } from '@shop/shared/contracts/reviews';
import { AppError } from '../../app-error';
import { IMAGE_WIDTHS } from '../../db/seed/seed';
import { pictureFiles, pictureKey, type ImageStorage } from '../../storage/image-storage';
import { decodePicture, type PictureRules } from '../../storage/picture-decoding';
import { removeProductImageFiles } from '../admin/catalogue/product-images';
import type { ReviewPhotoRow } from './review-repository';

const WEBP = { quality: 78, effort: 3 } as const;

export function isAcceptedPhotoType(mimetype: string): boolean {
  return (REVIEW_PHOTO_TYPES as readonly string[]).includes(mimetype.toLowerCase());
}

const PHOTO_RULES: PictureRules = {
  formats: ['jpeg', 'png', 'webp', 'heif'],
  maxPixels: REVIEW_PHOTO_MAX_PIXELS,
  refuse: (reason) =>
    reason === 'type' || reason === 'not-a-picture'
      ? new AppError('REVIEW_PHOTO_TYPE')
      : reason === 'too-many-pixels'
        ? new AppError('REVIEW_PHOTO_TOO_MANY_PIXELS', { max: REVIEW_PHOTO_MAX_PIXELS / 1_000_000 })
        : new AppError('REVIEW_PHOTO_UNREADABLE'),
};

/**
 * Stores a shopper's photo as the shop stores its pictures: WebP at the shop's widths,
 * `${path}-${width}.webp`, keeping its shape. Nothing of its metadata is written (sharp drops
 * EXIF, GPS position included, unless asked to keep it), after its orientation flag is applied.
 */
export async function storeReviewPhoto(storage: ImageStorage, productId: string, data: Buffer) {
  const widths = [...IMAGE_WIDTHS];
  const files = await decodePicture(data, PHOTO_RULES, (source) =>
    Promise.all(
      widths.map(async (width) => ({
        width,
        data: await source.clone().rotate().resize({ width, fit: 'inside' }).webp(WEBP).toBuffer(),
      })),
    ),
  );
  const path = `reviews/${productId}/${randomUUID()}`;
  for (const file of files) await storage.put(pictureKey(path, file.width), file.data);
  return { path, widths };
}

export function removeReviewPhotoFiles(
  storage: ImageStorage,
  photos: { path: string; widths: number[] }[],
  log: FastifyBaseLogger,
) {
  return Promise.all(photos.map((photo) => removeProductImageFiles(storage, photo, log)));
}

export function toReviewPhoto(photo: ReviewPhotoRow) {
  const { widths, url, srcSet } = pictureFiles(photo.path, photo.widths);
  return { _id: photo.id, src: url(widths[0] ?? 320), srcSet, large: url(widths.at(-1) ?? 960) };
}
