import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where product pictures live: local disk by default, an S3-compatible bucket with S3_BUCKET
 * (s3-image-storage.ts). Keys look like `products/<slug>/<n>-<width>.webp` and are served at
 * `/images/<key>`.
 */
export type ImageStorage = {
  kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key under `prefix` (all of them without one): what a backup copies. */
  keys(prefix?: string): AsyncIterable<string>;
};

/** Where backups are kept in the pictures' bucket: never served at /images, never backed up. */
export const BACKUP_KEY_PREFIX = 'backups/';

/** A picture's key never changes its bytes (a replaced picture gets a new key): cached for 30 days. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

export function imageContentType(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

const IMAGE_URL_PREFIX = '/images/';

export function imageUrl(key: string): string {
  return `${IMAGE_URL_PREFIX}${key}`;
}

/**
 * Whether a key (as asked for, before any clean-up) is under `reviews/`: shoppers' photos, which
 * only review-photo-routes.ts serves, after reading their review's status.
 */
export function isReviewPhotoKey(key: string): boolean {
  return path.posix.normalize(`/${key}`).startsWith('/reviews/');
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

export function localImageStorage(root: string): ImageStorage & { kind: 'local' } {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Image key escapes storage: ${key}`);
    return full;
  };
  return {
    kind: 'local',
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
    async get(key) {
      return fs.readFile(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async *keys(prefix = '') {
      const entries = await fs
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (key.startsWith(prefix)) yield key;
      }
    },
  };
}
