import http from 'node:http';
import autocannon from 'autocannon';

export type LoadTarget = {
  /** Section of the table: 'bare', 'api (pglite)', 'pages'… */
  group: string;
  name: string;
  url: string;
  /** Least share of the bare route's requests per second (0.5 = 50 %). */
  budget?: number;
  headers?: Record<string, string>;
  /**
   * A signed-in shopper's page, judged against the anonymous target of this name in the same
   * group (BUDGETS.signedIn*) rather than against the bare route.
   */
  versus?: string;
  /** A new path (with query) for every request, for answers no cache may hold; `url` gives the host and the first. */
  nextPath?: () => string;
};

export type LoadResult = LoadTarget & {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Bytes of one response as sent to a client accepting brotli, and uncompressed. */
  bytesBr: number;
  bytesRaw: number;
  /** The bare route measured just before this target's group. */
  bareRps?: number;
  ratio?: number;
};

export type LoadSettings = { connections: number; durationSeconds: number; warmupSeconds: number };

const BROWSER_ENCODING = { 'accept-encoding': 'br, gzip' };

/** One response's status and size on the wire (fetch would decompress, so plain http). */
export function responseSize(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, headers: res.headers }));
      })
      .on('error', reject)
      .setTimeout(30_000, function (this: http.ClientRequest) {
        this.destroy(new Error(`${url} took more than 30s`));
      });
  });
}

type Slice = { requests: number; seconds: number; p50: number; p99: number; errors: number };

/**
 * autocannon 8 turns every response body into a JavaScript string (`req.body += chunk`) that
 * only its `expectBody`/`verifyBody` options read, and we use neither. On a brotli body that is
 * UTF-8 decoding of binary data: about 230 µs per 20 kB on this machine, which capped the client
 * at ~4,000 pages a second while the server sat at a quarter of a core, so larger answers
 * measured the load generator, not the shop. Every byte is still received and parsed (sizes,
 * status and timing are counted as before); only the unused string is not built. Bare route and
 * targets are measured alike. autocannon is pinned so this hook cannot silently go stale.
 */
function discardBodies(client: unknown) {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error('autocannon changed: pipelinedRequests.addBody is gone (see discardBodies in bench/lib/load.ts)');
  }
  queue.addBody = () => {};
}

async function slice(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  nextPath?: () => string,
): Promise<Slice> {
  const requests = nextPath ? [{ setupRequest: (request: object) => ({ ...request, path: nextPath() }) }] : undefined;
  const result = await autocannon({
    url,
    connections,
    headers,
    duration: seconds,
    setupClient: discardBodies,
    ...(requests ? { requests } : {}),
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Seconds of one slice: short enough that the bare route and the target see the same machine. */
const SLICE_SECONDS = 2;

/**
 * Requests per second and latency of one URL under `connections` concurrent keep-alive clients,
 * after a short warm-up (caches filled, code optimised, as in production), judged against the
 * bare route measured in alternating slices of the same run: on a machine shared with others,
 * whose load swings within seconds, only figures taken side by side can be compared.
 * p50 is the mean of the slices' medians, p99 the worst slice's.
 */
export async function measureLoad(target: LoadTarget, bareUrl: string, settings: LoadSettings): Promise<LoadResult> {
  const headers = { ...BROWSER_ENCODING, ...target.headers };
  const br = await responseSize(target.url, headers);
  if (br.status !== 200) throw new Error(`${target.url} answered ${br.status}`);
  const raw = await responseSize(target.url, { ...target.headers, 'accept-encoding': 'identity' });
  if (settings.warmupSeconds > 0) {
    await slice(target.url, headers, settings.connections, settings.warmupSeconds, target.nextPath);
  }
  const rounds = Math.max(1, Math.round(settings.durationSeconds / SLICE_SECONDS));
  const bare: Slice[] = [];
  const measured: Slice[] = [];
  for (let round = 0; round < rounds; round++) {
    bare.push(await slice(bareUrl, BROWSER_ENCODING, settings.connections, SLICE_SECONDS));
    measured.push(await slice(target.url, headers, settings.connections, SLICE_SECONDS, target.nextPath));
  }
  const rate = (slices: Slice[]) =>
    slices.reduce((sum, s) => sum + s.requests, 0) / slices.reduce((sum, s) => sum + s.seconds, 0);
  const rps = rate(measured);
  const bareRps = rate(bare);
  return {
    ...target,
    rps: Math.round(rps),
    p50: Math.round(measured.reduce((sum, s) => sum + s.p50, 0) / measured.length),
    p99: Math.max(...measured.map((s) => s.p99)),
    errors: measured.reduce((sum, s) => sum + s.errors, 0),
    bytesBr: br.bytes,
    bytesRaw: raw.bytes,
    bareRps: Math.round(bareRps),
    ratio: rps / bareRps,
  };
}
