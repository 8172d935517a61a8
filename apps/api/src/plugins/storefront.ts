import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

export type StorefrontOptions = {
  /** Vite's client output (hashed files under assets/). */
  clientDir: string;
  /** Where product pictures are stored, served at /images. */
  imagesDir: string;
  /** The server build, or a function returning it (the dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** Registered first: the dev server puts Vite's middleware here. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
};

const ONE_YEAR = 60 * 60 * 24 * 365;

function toWebRequest(request: FastifyRequest, controller: AbortController): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeWebReadableStream<Uint8Array>));
}

/**
 * Serves the React storefront from the same process as the API: hashed assets with a year-long
 * cache, product pictures, and every other GET rendered on the server by React Router.
 * Loaders reach the API in-process through `context.fetch` (Fastify's inject), so a page costs
 * no network hop and carries the visitor's cookies.
 */
export async function storefrontPlugin(app: FastifyInstance, options: StorefrontOptions) {
  if (options.beforeRoutes) await options.beforeRoutes(app);
  if (fs.existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Our own Cache-Control below; send's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes('/assets/');
        res.setHeader('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
      },
    });
  }
  fs.mkdirSync(options.imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=2592000');
    },
  });

  const handle = createRequestHandler(options.build, options.mode);

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const cookie = request.headers.cookie;
    const loadContext = {
      fetch: async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://internal');
        const headers = new Headers(init.headers);
        if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
        const injected = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: url.pathname + url.search,
          headers: Object.fromEntries(headers),
          payload: typeof init.body === 'string' ? init.body : undefined,
        });
        return new Response(injected.statusCode === 204 ? null : injected.rawPayload, {
          status: injected.statusCode,
          headers: { 'content-type': String(injected.headers['content-type'] ?? 'application/json') },
        });
      },
    };
    const response = await handle(toWebRequest(request, controller), loadContext);
    return sendWebResponse(reply, response);
  };

  app.get('/*', render);
}
