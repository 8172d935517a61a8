import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../app-error';
import { takingTurns } from '../lib/turns';

/** How long one uploaded picture may take to decode and render before it is refused. */
const TIME_LIMIT_MS = 15_000;
/**
 * Cameras cut a large HEIF photo into tiles of 512 × 512, each its own image item. One item per
 * 256 × 256 of the picture, and a few more for the thumbnail and metadata, is twice what a camera
 * writes; a file with more is a grid of tiny tiles that costs far more to decode than its size.
 */
const HEIF_PIXELS_PER_ITEM = 256 * 256;
const HEIF_SPARE_ITEMS = 8;

// Decoding and rendering run on sharp's thread pool or a worker, never the event loop; two
// pictures at a time on the whole instance, the others waiting their turn.
const pictureTurns = takingTurns(2);

export type PictureRules = {
  /** Formats as sharp names them ('jpeg', 'png', 'webp', 'heif'). */
  formats: readonly string[];
  maxPixels: number;
  /** The error a refused picture answers with, in the words of the form it came from. */
  refuse(reason: 'not-a-picture' | 'type' | 'too-many-pixels' | 'unreadable'): AppError;
  timeLimitMs?: number;
};

/**
 * Decodes an uploaded picture, whatever the browser claimed it was, and hands it to `render`,
 * which returns the files to store (`again` reads one of them back within the same limits). Only
 * the header is read before the checks: the format, the size in pixels (a small file may claim an
 * enormous canvas) and, for HEIF, how many tiles it is cut into. The pixels are decoded off the
 * event loop, taking turns, within a time limit.
 */
export async function decodePicture<T>(
  data: Buffer,
  rules: PictureRules,
  render: (source: Sharp, again: (rendered: Buffer) => Sharp) => Promise<T>,
): Promise<T> {
  // Reading the header decodes no pixels, so sharp's own limit is lifted here for ours to answer.
  // An empty file is refused by sharp as it is handed over, before any promise: refused the same way.
  const metadata = await Promise.resolve()
    .then(() => sharp(data, { limitInputPixels: false }).metadata())
    .catch(() => {
      throw rules.refuse('not-a-picture');
    });
  if (!metadata.format || !rules.formats.includes(metadata.format)) throw rules.refuse('type');
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > rules.maxPixels) throw rules.refuse('too-many-pixels');
  if (metadata.format === 'heif' && heifItemCount(data) > HEIF_SPARE_ITEMS + pixels / HEIF_PIXELS_PER_ITEM) {
    throw new AppError('PICTURE_TOO_COMPLEX');
  }

  const done = await pictureTurns.take();
  try {
    const deadline = Date.now() + (rules.timeLimitMs ?? TIME_LIMIT_MS);
    const source =
      metadata.format === 'heif' && metadata.compression === 'hevc'
        ? await decodeHevc(data, rules.maxPixels, deadline)
        : sharp(data, { limitInputPixels: rules.maxPixels });
    // sharp stops a pipeline (and its clones) past this many seconds: its timeout is in seconds.
    const inTime = (image: Sharp) => image.timeout({ seconds: Math.max(1, Math.ceil((deadline - Date.now()) / 1000)) });
    return await render(inTime(source), (rendered) => inTime(sharp(rendered, { limitInputPixels: rules.maxPixels })));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /timeout/i.test(error.message)) throw new AppError('PICTURE_TOO_COMPLEX');
    throw rules.refuse('unreadable');
  } finally {
    done();
  }
}

/**
 * How many image items a HEIF file declares (its `iinf` box, inside `meta`), read from the box
 * headers without decoding anything; 0 when there is no such box.
 */
function heifItemCount(data: Buffer): number {
  const findBox = (type: string, start: number, end: number): { start: number; end: number } | undefined => {
    for (let at = start; at + 8 <= end;) {
      let size = data.readUInt32BE(at);
      let header = 8;
      if (size === 1 && at + 16 <= end) {
        size = Number(data.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return undefined;
      if (data.toString('latin1', at + 4, at + 8) === type) return { start: at + header, end: at + size };
      at += size;
    }
    return undefined;
  };
  const meta = findBox('meta', 0, data.length);
  // meta and iinf are full boxes: a version byte and three bytes of flags come first.
  const iinf = meta && findBox('iinf', meta.start + 4, meta.end);
  if (!iinf || iinf.start + 8 > iinf.end) return 0;
  return data[iinf.start] === 0 ? data.readUInt16BE(iinf.start + 4) : data.readUInt32BE(iinf.start + 4);
}

/**
 * iPhones save HEIC coded with HEVC, which the libvips inside sharp's prebuilt binaries does not
 * decode (it carries only the AV1 codec of AVIF). libheif compiled to WebAssembly decodes it to
 * pixels in a worker thread: on the event loop a grid of many tiles held every other request for
 * seconds. One worker, one photo at a time; compiling libheif takes it a fifth of a second, so it
 * is started on the first such photo and kept, unless a photo outlives the deadline: then it is
 * ended, decoding or not, and the next photo starts another.
 */
const HEVC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decodeHeic = require(workerData.decoder);
parentPort.on('message', async ({ data, maxPixels }) => {
  try {
    const images = await decodeHeic.all({ buffer: data });
    try {
      const first = images[0];
      if (!first || first.width * first.height > maxPixels) throw new Error('no picture within the limit');
      const { data: pixels } = await first.decode();
      parentPort.postMessage({ width: first.width, height: first.height, pixels }, [pixels.buffer]);
    } finally {
      images.dispose?.();
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;
const heicDecoder = createRequire(import.meta.url).resolve('heic-decode');
const hevcTurns = takingTurns(1);
let hevcWorker: Worker | undefined;

// What the worker's decodeHeic gives, its pixels sent back (moved, not copied) as `pixels`.
type Decoded = Awaited<ReturnType<typeof decodeHeic>>;
type HevcAnswer = (Omit<Decoded, 'data'> & { pixels: Decoded['data'] }) | { error: string };

async function decodeHevc(data: Buffer, maxPixels: number, deadline: number): Promise<Sharp> {
  const done = await hevcTurns.take();
  try {
    // Its time ran out while it waited its turn: refused without decoding.
    if (Date.now() >= deadline) throw new AppError('PICTURE_TOO_COMPLEX');
    const worker = (hevcWorker ??= new Worker(HEVC_WORKER, { eval: true, workerData: { decoder: heicDecoder } }));
    worker.unref();
    const answer = await new Promise<HevcAnswer>((resolve, reject) => {
      const stop = (error: Error) => {
        if (hevcWorker === worker) hevcWorker = undefined;
        void worker.terminate();
        reject(error);
      };
      const timer = setTimeout(() => stop(new AppError('PICTURE_TOO_COMPLEX')), Math.max(0, deadline - Date.now()));
      const failed = (error: Error) => {
        clearTimeout(timer);
        stop(error);
      };
      worker.once('error', failed);
      worker.once('message', (message: HevcAnswer) => {
        clearTimeout(timer);
        worker.off('error', failed);
        resolve(message);
      });
      worker.postMessage({ data: new Uint8Array(data), maxPixels });
    });
    if ('error' in answer) throw new Error(answer.error);
    const { width, height, pixels } = answer;
    const raw = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
    return sharp(raw, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
  } finally {
    done();
  }
}
