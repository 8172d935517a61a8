import { randomUUID } from 'node:crypto';
import type { BannerImage } from '@shop/shared/contracts/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import { pictureFiles, pictureKey, type ImageStorage } from './image-storage';
import { OWNER_PICTURE_RULES } from './owner-picture-upload';
import { decodePicture } from './picture-decoding';

// A festival sale's banner picture (decision 0155): cut to 3 : 1 around what draws the eye, and
// kept as WebP at widths a phone, a tablet and a wide screen each take one of; the page gives
// its width and height, so nothing moves when it arrives.

const BANNER_WIDTHS = [480, 960, 1440] as const;
const BANNER_ASPECT = 3;
/** The width the page names as `src` (browsers with `srcset` choose their own). */
const BANNER_DEFAULT_WIDTH = 960;
const WEBP = { quality: 78, effort: 3 } as const;

export type StoredBanner = { path: string; widths: number[]; alt: string; altHi: string };

export async function storeBannerPicture(
  storage: ImageStorage,
  campaignId: string,
  data: Buffer,
): Promise<{ path: string; widths: number[] }> {
  const path = `campaigns/${campaignId}/b-${randomUUID()}`;
  const widths = [...BANNER_WIDTHS];
  const files = await decodePicture(data, OWNER_PICTURE_RULES, (source) =>
    Promise.all(
      widths.map(async (width) => ({
        key: pictureKey(path, width),
        data: await source
          .clone()
          .rotate()
          .resize(width, Math.round(width / BANNER_ASPECT), { fit: 'cover', position: 'attention' })
          .webp(WEBP)
          .toBuffer(),
      })),
    ),
  );
  for (const file of files) await storage.put(file.key, file.data);
  return { path, widths };
}

/** Deletes a banner's files once no row points at them; one left behind costs disk space only, and is logged. */
export async function removeBannerPicture(
  storage: ImageStorage,
  banner: { path: string; widths: number[] },
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    banner.widths.map(async (width) => {
      const key = pictureKey(banner.path, width);
      await storage.remove(key).catch((err: unknown) => {
        log.warn({ err, key }, 'banner file left behind: it could not be deleted');
      });
    }),
  );
}

/** The banner as pages show it: URLs for each width, and the width and height that hold its place. */
export function bannerImageOf(banner: StoredBanner): BannerImage {
  const { widths, url, srcSet } = pictureFiles(banner.path, banner.widths);
  const width = widths.includes(BANNER_DEFAULT_WIDTH) ? BANNER_DEFAULT_WIDTH : (widths.at(-1) ?? BANNER_DEFAULT_WIDTH);
  return {
    src: url(width),
    srcSet,
    width,
    height: Math.round(width / BANNER_ASPECT),
    alt: banner.alt,
    altHi: banner.altHi,
  };
}
