import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { REVIEW_PHOTO_MAX_PIXELS, REVIEW_PHOTO_TYPES } from '@shop/shared/contracts/reviews';
import { AppError } from '../../app-error';
import { IMAGE_WIDTHS } from '../../db/seed/seed';
import { pictureFiles, pictureKey, type ImageStorage } from '../../storage/image-storage';
import { removeProductImageFiles } from '../admin/catalogue/product-images';
import type { ReviewPhotoRow } from './review-repository';

const WEBP = { quality: 78, effort: 3 } as const;
const DECODED_FORMATS = ['jpeg', 'png', 'webp', 'heif'];

export function isAcceptedPhotoType(mimetype: string): boolean {
  return (REVIEW_PHOTO_TYPES as readonly string[]).includes(mimetype.toLowerCase());
}

function tooManyPixels(width = 0, height = 0): boolean {
  return width * height > REVIEW_PHOTO_MAX_PIXELS;
}

type HeicImage = { width: number; height: number; decode(): Promise<{ data: Uint8ClampedArray }> };

/**
 * iPhones save HEIC coded with HEVC, which the libvips inside sharp's prebuilt binaries does not
 * decode (it carries only the AV1 codec of AVIF). libheif compiled to WebAssembly decodes it to
 * pixels, after its size is checked, and sharp takes them from there. It is loaded on the first
 * such photo: compiling it took a fifth of a second of every start.
 */
async function decodeHevcHeic(data: Buffer): Promise<Sharp> {
  const { default: decodeHeic } = await import('heic-decode');
  let images: HeicImage[] & { dispose?: () => void };
  try {
    images = (await decodeHeic.all({ buffer: new Uint8Array(data) })) as unknown as typeof images;
  } catch {
    throw new AppError('REVIEW_PHOTO_UNREADABLE');
  }
  try {
    const first = images[0];
    if (!first) throw new AppError('REVIEW_PHOTO_UNREADABLE');
    if (tooManyPixels(first.width, first.height)) {
      throw new AppError('REVIEW_PHOTO_TOO_MANY_PIXELS', { max: REVIEW_PHOTO_MAX_PIXELS / 1_000_000 });
    }
    const { data: pixels } = await first.decode();
    return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
      raw: { width: first.width, height: first.height, channels: 4 },
    });
  } finally {
    images.dispose?.();
  }
}

/**
 * Stores a shopper's photo as the shop stores its pictures: WebP at the shop's widths,
 * `${path}-${width}.webp`, keeping its shape. The content is decoded whatever the browser claimed,
 * so a renamed non-image is refused; its size in pixels is checked before decoding (a small file
 * may claim an enormous canvas); nothing of its metadata is written (sharp drops EXIF, GPS
 * position included, unless asked to keep it), after its orientation flag is applied.
 */
export async function storeReviewPhoto(storage: ImageStorage, productId: string, data: Buffer) {
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so sharp's own limit is lifted here for ours to answer.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('REVIEW_PHOTO_TYPE');
  }
  if (!metadata.format || !DECODED_FORMATS.includes(metadata.format)) throw new AppError('REVIEW_PHOTO_TYPE');
  if (tooManyPixels(metadata.width, metadata.height)) {
    throw new AppError('REVIEW_PHOTO_TOO_MANY_PIXELS', { max: REVIEW_PHOTO_MAX_PIXELS / 1_000_000 });
  }
  const source =
    metadata.format === 'heif' && metadata.compression === 'hevc'
      ? await decodeHevcHeic(data)
      : sharp(data, { limitInputPixels: REVIEW_PHOTO_MAX_PIXELS });

  const path = `reviews/${productId}/${randomUUID()}`;
  const widths = [...IMAGE_WIDTHS];
  try {
    const files = await Promise.all(
      widths.map(async (width) => ({
        width,
        data: await source.clone().rotate().resize({ width, fit: 'inside' }).webp(WEBP).toBuffer(),
      })),
    );
    for (const file of files) await storage.put(pictureKey(path, file.width), file.data);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('REVIEW_PHOTO_UNREADABLE');
  }
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
