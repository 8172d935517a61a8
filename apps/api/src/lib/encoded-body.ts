import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 9 };

/**
 * A response body that is sent many times (a cached page, a catalogue list): compressed once per
 * encoding on first demand and then reused, instead of on every request.
 */
export class EncodedBody {
  private br?: Buffer;
  private gzip?: Buffer;

  constructor(
    readonly raw: Buffer,
    readonly contentType: string,
    /** Request headers besides Accept-Encoding that chose this body, for `Vary`. */
    readonly varies: readonly string[] = [],
  ) {}

  /**
   * A large body built in the background (a sitemap file of 50,000 addresses), compressed ahead in
   * zlib's thread pool: compressing it on first demand would hold the event loop for a third of a second.
   */
  static async compressedAhead(raw: Buffer, contentType: string): Promise<EncodedBody> {
    const body = new EncodedBody(raw, contentType);
    [body.br, body.gzip] = await Promise.all([
      promisify(zlib.brotliCompress)(raw, brotliOptions(raw.length)),
      promisify(zlib.gzip)(raw, GZIP_OPTIONS),
    ]);
    return body;
  }

  get size(): number {
    return this.raw.length + (this.br?.length ?? 0) + (this.gzip?.length ?? 0);
  }

  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      this.br ??= zlib.brotliCompressSync(this.raw, brotliOptions(this.raw.length));
      return this.br;
    }
    this.gzip ??= zlib.gzipSync(this.raw, GZIP_OPTIONS);
    return this.gzip;
  }
}

function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

const MIN_COMPRESS_BYTES = 1024;

/** How `body` goes to this client: 'identity' for small bodies and clients accepting neither encoding. */
export function encodingFor(request: FastifyRequest, body: EncodedBody): 'br' | 'gzip' | 'identity' {
  return (body.raw.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request) : null) ?? 'identity';
}

/** The bytes of `body` in `encoding`. */
export function bytesFor(body: EncodedBody, encoding: 'br' | 'gzip' | 'identity'): Buffer {
  return encoding === 'identity' ? body.raw : body.encoded(encoding);
}

/** The headers that say what `body` is and how it is encoded (the compress plugin then leaves it alone). */
export function encodingHeaders(body: EncodedBody, encoding: 'br' | 'gzip' | 'identity'): Record<string, string> {
  const vary = ['accept-encoding', ...body.varies].join(', ');
  return { 'content-type': body.contentType, vary, 'content-encoding': encoding };
}

/** Sends the body in the best encoding the client accepts. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const encoding = encodingFor(request, body);
  return reply.headers(encodingHeaders(body, encoding)).send(bytesFor(body, encoding));
}
