import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** The encodings the shop sends, in the order it prefers them when the client likes both alike. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Small: for bodies sent again and again, compressed once in zlib's thread pool. */
const SMALL = { br: 9, gzip: 9 } as const;
/**
 * Quick: for a body's first sends, on the event loop. Brotli 2 takes half of brotli 4's time (a
 * fiftieth of brotli 9's) for bytes 4–9 % larger, which brotli 9 replaces once a body is asked again.
 */
const QUICK = { br: 2, gzip: 5 } as const;

function options(encoding: Encoding, level: number, size: number): zlib.ZlibOptions | zlib.BrotliOptions {
  return encoding === 'br'
    ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } }
    : { level };
}

const compressSync = (encoding: Encoding, raw: Buffer, level: number) =>
  encoding === 'br'
    ? zlib.brotliCompressSync(raw, options(encoding, level, raw.length))
    : zlib.gzipSync(raw, options(encoding, level, raw.length));

const compressAsync = (encoding: Encoding, raw: Buffer, level: number): Promise<Buffer> =>
  encoding === 'br'
    ? promisify(zlib.brotliCompress)(raw, options(encoding, level, raw.length))
    : promisify(zlib.gzip)(raw, options(encoding, level, raw.length));

/** Bytes hashed between two turns of the event loop: about a millisecond's work. */
const HASHED_PER_TURN = 2 * 1024 * 1024;

/**
 * The SHA-256 digest of `raw`, a slice per turn of the event loop. Web Crypto's digest copied a
 * 28 MB sitemap file on the event loop before its thread hashed it (20 ms in one turn).
 */
async function digestInTurns(raw: Buffer): Promise<Buffer> {
  const hash = createHash('sha256');
  for (let start = 0; start < raw.length; start += HASHED_PER_TURN) {
    if (start > 0) await setImmediate();
    hash.update(raw.subarray(start, start + HASHED_PER_TURN));
  }
  return hash.digest();
}

/** A weak ETag (the same content in any encoding) from a SHA-256 digest of the bytes. */
const weakEtag = (digest: Uint8Array) => `W/"${Buffer.from(digest).toString('base64url')}"`;

/**
 * A response body that may be sent many times (a cached page, a catalogue list): compressed per
 * encoding on demand and then reused, instead of on every request.
 *
 * Most bodies are asked for once (a listing with filters nobody repeats), so the first send
 * compresses quickly on the event loop; a body asked for again is then compressed small in zlib's
 * thread pool, and the small bytes replace the quick ones once ready. Brotli 9 on the event loop
 * was two thirds of an uncached listing's time.
 */
export class EncodedBody {
  private readonly bytes: Partial<Record<Encoding, { data: Buffer; small: boolean; shrinking?: boolean }>> = {};
  private tag?: string;

  constructor(
    readonly raw: Buffer,
    readonly contentType: string,
    /** Request headers besides Accept-Encoding that chose this body, for `Vary`. */
    readonly varies: readonly string[] = [],
  ) {}

  /**
   * A large body built in the background (a sitemap file of 50,000 addresses), compressed small
   * ahead in zlib's thread pool: compressing it on first demand would hold the event loop. One
   * encoding after the other: both at once took both cores of a 2-core machine for seconds, and
   * the event loop waited for a core.
   */
  static async compressedAhead(raw: Buffer, contentType: string): Promise<EncodedBody> {
    const body = new EncodedBody(raw, contentType);
    const digest = await digestInTurns(raw);
    const br = await compressAsync('br', raw, SMALL.br);
    const gzip = await compressAsync('gzip', raw, SMALL.gzip);
    body.bytes.br = { data: br, small: true };
    body.bytes.gzip = { data: gzip, small: true };
    body.tag = weakEtag(digest);
    return body;
  }

  /**
   * Names these bytes: computed from the content, not from an instance's own counters, so every
   * instance that built the same content gives the same tag and a client's If-None-Match holds
   * behind a load balancer and across restarts.
   */
  get etag(): string {
    this.tag ??= weakEtag(createHash('sha256').update(this.raw).digest());
    return this.tag;
  }

  encoded(encoding: Encoding): Buffer {
    const held = this.bytes[encoding];
    if (!held) {
      const data = compressSync(encoding, this.raw, QUICK[encoding]);
      this.bytes[encoding] = { data, small: false };
      return data;
    }
    if (!held.small && !held.shrinking) {
      held.shrinking = true;
      void compressAsync(encoding, this.raw, SMALL[encoding]).then(
        (data) => (this.bytes[encoding] = { data, small: true }),
        () => (held.shrinking = false),
      );
    }
    return held.data;
  }
}

/**
 * The shop's one compression policy: what is compressed, how, and from what size. Bodies sent
 * once per request (streamed pages, API answers) go through `@fastify/compress` with `streamed`;
 * bodies kept and sent again (`EncodedBody`) use the levels above.
 */
export const COMPRESSION = {
  encodings: ENCODINGS,
  /** Smaller bodies are sent as they are: compressing them saves less than its headers cost. */
  thresholdBytes: 1024,
  /** Brotli 4 is cheap enough to run on every streamed page while still beating gzip. */
  streamedBrotliQuality: 4,
} as const;

/**
 * A JSON answer held to be sent again (a cached catalogue answer, a shopper's held cart), as the
 * response serializer would write it. `value` is already checked against its contract.
 */
export const jsonBody = (value: unknown, varies: readonly string[] = []) =>
  new EncodedBody(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8', varies);

/** What a held body costs a bounded cache: its uncompressed bytes (at least one, as caches count sizes). */
export const bodySize = (body: EncodedBody) => Math.max(1, body.raw.length);

/** What choosing an encoding reads of a request: its headers (Fastify's request, or Node's). */
type RequestHeaders = { readonly headers: IncomingHttpHeaders };

/** Negotiator's `encoding` also takes the server's preference among encodings the client likes alike. */
type PreferringNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/** The encoding the client accepts with the highest q-value (`br;q=0` refuses brotli), brotli on a tie. */
function preferredEncoding(request: RequestHeaders): Encoding | null {
  if (request.headers['accept-encoding'] === undefined) return null;
  const negotiator = new Negotiator({ headers: request.headers }) as unknown as PreferringNegotiator;
  const chosen = negotiator.encoding(ENCODINGS, { preferred: ENCODINGS });
  return ENCODINGS.find((encoding) => encoding === chosen) ?? null;
}

/** How `body` goes to this client: 'identity' for small bodies and clients accepting neither encoding. */
export function encodingFor(request: RequestHeaders, body: EncodedBody): 'br' | 'gzip' | 'identity' {
  return (body.raw.length >= COMPRESSION.thresholdBytes ? preferredEncoding(request) : null) ?? 'identity';
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

/** Whether the request's If-None-Match names `etag` (the weak comparison RFC 9110 asks of a GET). */
function heldByClient(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * `sendEncoded` with the body's ETag: a client that already holds these bytes (If-None-Match) is
 * told 304 Not Modified and sent nothing more.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('etag', body.etag);
  if (!heldByClient(request, body.etag)) return sendEncoded(request, reply, body);
  const { vary } = encodingHeaders(body, encodingFor(request, body));
  return reply.code(304).header('vary', vary).send();
}
