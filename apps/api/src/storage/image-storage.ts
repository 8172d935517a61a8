import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where product pictures live. Local disk by default; an S3-compatible adapter can implement
 * the same calls. Keys look like `products/<slug>/<n>-<width>.webp` and are served at `/images/<key>`.
 */
export type ImageStorage = {
  put(key: string, data: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  /** Absolute folder served at /images, for the local adapter. */
  root: string;
};

const IMAGE_URL_PREFIX = '/images/';

export function imageUrl(key: string): string {
  return `${IMAGE_URL_PREFIX}${key}`;
}

/** The key of one width of a picture: every picture is stored as `${path}-${width}.webp`. */
export function pictureKey(path: string, width: number): string {
  return `${path}-${width}.webp`;
}

/** One stored picture's files, narrowest first, with the `srcset` that offers them all to the browser. */
export function pictureFiles(path: string, storedWidths: readonly number[]) {
  const widths = [...storedWidths].sort((a, b) => a - b);
  const url = (width: number) => imageUrl(pictureKey(path, width));
  return { widths, url, srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', ') };
}

export function localImageStorage(root: string): ImageStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Image key escapes storage: ${key}`);
    return full;
  };
  return {
    root,
    async put(key, data) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data);
    },
    async exists(key) {
      return fs
        .access(resolve(key))
        .then(() => true)
        .catch(() => false);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
