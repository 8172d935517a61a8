import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMAGE_CACHE_CONTROL, imageContentType, type ImageStorage } from './image-storage';

export type S3ImageSettings = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset for AWS itself. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** One stored picture as read for a visitor: its bytes stream, its headers say what they are. */
export type StoredImage = {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
};

export type S3ImageStorage = ImageStorage & {
  kind: 's3';
  /** The picture, `not-modified` when `ifNoneMatch` is still its ETag, or null when there is none. */
  read(key: string, ifNoneMatch?: string): Promise<StoredImage | 'not-modified' | null>;
  /** Uploads a file from disk as it is streamed (a backup archive), kept private to the bucket. */
  putFile(key: string, file: string): Promise<void>;
  /** Resolves when the bucket answers with these credentials. */
  reachable(): Promise<void>;
  close(): void;
};

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), so that every instance sees
 * every picture. Objects carry the same Cache-Control and type the local files are served with.
 */
export function s3ImageStorage(settings: S3ImageSettings): S3ImageStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;
  const read: S3ImageStorage['read'] = async (key, ifNoneMatch) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? imageContentType(key),
        contentLength: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return 'not-modified';
      if (status === 404 || (error instanceof S3ServiceException && error.name === 'NoSuchKey')) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: imageContentType(key),
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },
    async get(key) {
      const found = await read(key);
      if (found === null || found === 'not-modified') return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keys(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async putFile(key, file) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: fs.createReadStream(file),
          ContentLength: (await fs.promises.stat(file)).size,
          ContentType: 'application/gzip',
        }),
      );
    },
    read,
    async reachable() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}
