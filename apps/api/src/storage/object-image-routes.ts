import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../app-error';
import { BACKUP_KEY_PREFIX, IMAGE_CACHE_CONTROL, isReviewPhotoKey } from './image-storage';
import type { S3ImageStorage } from './s3-image-storage';

/** A stored picture's key: folders and a file name, never `..` or an empty segment. */
const IMAGE_KEY = /^(?!.*\.\.)(?!.*\/\/)[\w-][\w./-]*$/;

/**
 * `/images/*` when the pictures are in a bucket: redirected to the CDN in front of it when there is
 * one, else streamed from the bucket with the headers the local files get, and the same 404.
 */
export const objectImageRoutes: FastifyPluginAsync<{
  storage: S3ImageStorage;
  cdnUrl?: string;
}> = async (app, { storage, cdnUrl }) => {
  app.get('/images/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // The shop's backups share the bucket: the whole database, never served to anyone.
    if (!IMAGE_KEY.test(key) || isReviewPhotoKey(key) || key.startsWith(BACKUP_KEY_PREFIX)) {
      throw new AppError('ROUTE_NOT_FOUND');
    }
    reply.header('cache-control', IMAGE_CACHE_CONTROL);
    if (cdnUrl) return reply.redirect(`${cdnUrl.replace(/\/+$/, '')}/${key}`, 301);
    const found = await storage.read(key, request.headers['if-none-match']);
    if (!found) throw new AppError('ROUTE_NOT_FOUND');
    if (found === 'not-modified') return reply.code(304).send();
    reply.header('content-type', found.contentType);
    if (found.contentLength !== undefined) reply.header('content-length', found.contentLength);
    if (found.etag) reply.header('etag', found.etag);
    if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
    return reply.send(found.body);
  });
  app.readiness.add('storage', () => storage.reachable());
  app.addHook('onClose', async () => storage.close());
};
