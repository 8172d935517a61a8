import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createRequestHandler, matchRoutes, type ServerBuild } from 'react-router';
import { SHOP_NAME } from '@shop/shared/constants';
import { HREFLANG, LOCALE_COOKIE } from '@shop/shared/locale';
import { AppError } from '../app-error';
import { EncodedBody, sendEncoded } from '../lib/encoded-body';
import { isSharedPage, pageAddress, PageCache, pageLocale } from '../lib/page-cache';
import { paintFirst } from '../lib/paint-first';
import { clientIp, waitLabel } from './rate-limit';
import type { AnswerRequest, SharedAnswer } from './shared-answers';
import { pagePolicy } from '../security/content-security-policy';
import { IMAGE_CACHE_CONTROL, isReviewPhotoKey } from '../storage/image-storage';

export type StorefrontOptions = {
  /** Vite's client output (hashed files under assets/). */
  clientDir: string;
  /** Where product pictures are stored, served at /images; absent when they are in object storage. */
  imagesDir?: string;
  /** The server build, or a function returning it (the dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /**
   * Changes whenever the catalogue shown on the page at this cache key does: cached anonymous
   * pages rendered under another version are dropped. Absent: pages are not cached (development).
   */
  cacheVersion?: (key: string) => number | string;
  /**
   * Settles once the version means something (the catalogue is read): a page's version is read
   * before its render, and one read before the catalogue would be stale by the render's end.
   */
  cacheReady?: () => Promise<void>;
  /** Registered first: the dev server puts Vite's middleware here. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
};

const ONE_YEAR = 60 * 60 * 24 * 365;
const PAGE_CACHE_TTL_MS = 60_000;
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

type RenderedPage = SharedAnswer;

/** A render's answer, and what its loaders met when they asked the API. */
type Rendered = {
  response: Response;
  /**
   * The render read the session: the API answered one of its requests as a signed-in caller's
   * (authenticate.ts marks every such answer private). The page shows that person's data.
   */
  personal: boolean;
  /** The API refused one of its GET requests for too many from this address: wait this long (s). */
  retryAfter?: number;
};

/**
 * Draws the home page, the product listing and one product page, as a visitor without cookies would
 * ask for them, once the catalogue is read: a process's first render of each kind of page meets its
 * code still loading (0.1-0.3 s each), which would otherwise fall on its first shoppers and hold up
 * everyone else's requests meanwhile. Returns each address with its status.
 */
export async function drawFirstPages(
  app: FastifyInstance,
  catalogueReady: () => Promise<void>,
): Promise<{ url: string; status: number }[]> {
  await catalogueReady();
  const listing = await app.inject({ method: 'GET', url: '/api/v1/products?limit=1' });
  const slug = listing.statusCode === 200 ? (listing.json() as { data: { slug: string }[] }).data[0]?.slug : undefined;
  const drawn: { url: string; status: number }[] = [];
  for (const url of ['/', '/products', ...(slug ? [`/products/${slug}`] : [])]) {
    drawn.push({ url, status: (await app.inject({ method: 'GET', url })).statusCode });
  }
  return drawn;
}

const PERSONAL_CACHE_CONTROL = 'private, no-store';
/**
 * A public page is the same bytes for everyone: a CDN may keep it as long as the server's page
 * cache does; browsers ask again each time (a catalogue edit shows on the next visit).
 */
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_TTL_MS / 1000}`;

/** The language switch's cookie alone (`lang=hi`): read by the English home's script, never by a render. */
const LANGUAGE_ONLY = new RegExp(`^\\s*${LOCALE_COOKIE}=[^;]*;?\\s*$`);

/**
 * Only a visitor with no cookie at all sees exactly what every other such visitor sees; the
 * language switch's cookie names no one and changes no render (the language is in the path).
 */
function isAnonymous(request: AnswerRequest): boolean {
  const cookie = request.headers.cookie;
  return (!cookie || LANGUAGE_ONLY.test(cookie)) && !request.headers.authorization;
}

/**
 * Who gets the cached page: everyone on a public page (rendered without cookies, SHARED_PAGES),
 * and on any other page only visitors without a cookie.
 */
function getsSharedPage(request: AnswerRequest): boolean {
  return isAnonymous(request) || isSharedPage(request.url);
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    (response.status === 200 || response.status === 404) &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    response.headers.getSetCookie().length === 0 &&
    !/\b(private|no-store)\b/.test(cacheControl)
  );
}

/** React Router's default path for lazy route discovery (`routeDiscovery` in the server build). */
const MANIFEST_PATH = '/__manifest';

/**
 * React Router's own requests: a client navigation's data (`/products.data?…`) and lazy route
 * discovery (`/__manifest?paths=…`). They read their whole query, are never cached, and take
 * errors in the API's shape.
 */
function isRouterRequest(request: AnswerRequest): boolean {
  const end = request.url.indexOf('?');
  const path = end === -1 ? request.url : request.url.slice(0, end);
  return path.endsWith('.data') || path === MANIFEST_PATH;
}

/** Where a page is cached and rendered from: its path and only the query parameters it reads. */
function cacheAddress(request: AnswerRequest): string {
  return isRouterRequest(request) ? request.url : pageAddress(request.url);
}

/** Pages carry absolute URLs (canonical, Open Graph) made from the request's origin, which
 * behind a proxy comes from X-Forwarded-Host: one origin's page is never served for another. */
function pageKey(request: FastifyRequest, address = cacheAddress(request)): string {
  return originKey(request.protocol, request.host, address);
}

const originKey = (protocol: string, host: string, address: string) => `${protocol}://${host}${address}`;

/** What a visitor over a limit is shown instead of a page: no script, no style, nothing kept. */
function sendTooManyRequestsPage(reply: FastifyReply, message: string) {
  return reply
    .status(429)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" ` +
        `content="width=device-width, initial-scale=1"><title>Too many requests | ${SHOP_NAME}</title></head>` +
        `<body><h1>Too many requests</h1><p>${message}</p></body></html>`,
    );
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, cacheState: 'hit' | 'miss') {
  reply.status(page.status).headers(page.headers).header('x-page-cache', cacheState);
  return sendEncoded(request, reply, page.body);
}

/** A route of the server build, nested as `matchRoutes` reads it: only what decides where a post goes. */
type FormRoute = { id: string; path?: string; caseSensitive?: boolean } & (
  { index: true; children?: undefined } | { index?: false; children: FormRoute[] }
);

/** The build's routes, which it lists flat (each naming its parent), as one tree. */
function routeTree(build: ServerBuild): FormRoute[] {
  const byParent = new Map<string | undefined, ServerBuild['routes'][string][]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const nest = (parentId: string | undefined): FormRoute[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const { id, path, caseSensitive } = route!;
      return route!.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: nest(id) };
    });
  return nest(undefined);
}

const routeTrees = new WeakMap<ServerBuild, FormRoute[]>();

/**
 * Whether a form posted to this address is read by a page: React Router sends a post to the
 * deepest route that adds to the path (an index route only when asked with `?index`), and only a
 * route exporting an `action` answers it. Read from the build itself, so every page form works
 * in both languages (a Hindi twin shares its English route's module) the day its action is written.
 */
export function answersPostedForm(build: ServerBuild, url: string): boolean {
  let tree = routeTrees.get(build);
  if (!tree) {
    tree = routeTree(build);
    routeTrees.set(build, tree);
  }
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const searchParams = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt));
  const matches = matchRoutes(tree, pathname);
  if (!matches) return false;
  const last = matches[matches.length - 1]!;
  const target =
    last.route.index && searchParams.getAll('index').includes('')
      ? last
      : matches.filter((match, i) => i === 0 || Boolean(match.route.path)).at(-1)!;
  return typeof build.routes[target.route.id]?.module.action === 'function';
}

/**
 * The route pattern of the page at `url` (`/products/:slug`, `/hi/products/:slug`), React Router's
 * data request for it (`/products/x.data`, `/_root.data` for home) included: what the request
 * metrics name a page by, so that each product's address is not a series of its own.
 */
export function pageRoutePattern(build: ServerBuild): (url: string) => string {
  const tree = routeTree(build);
  return (url) => {
    const queryAt = url.indexOf('?');
    let pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname.endsWith('.data')) pathname = pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length);
    const matches = matchRoutes(tree, pathname);
    if (!matches) return 'unmatched';
    const pattern = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/');
    return `/${pattern}`.replace(/\/{2,}/g, '/');
  };
}

/**
 * The API marks its cookies Secure by the protocol it was reached over; reached in-process it sees
 * plain http, so a page form's cookies are marked here for a visitor on https.
 */
function secureOverHttps(request: FastifyRequest, setCookie: string): string {
  return request.protocol === 'https' && !/;\s*secure\b/i.test(setCookie) ? `${setCookie}; Secure` : setCookie;
}

/** A posted page form's fields, as the browser encoded them; the route's action reads them. */
const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16 * 1024;

/** What a render for everyone must not see: whatever names the visitor. */
const VISITOR_HEADERS = ['cookie', 'authorization'];

function toWebRequest(request: FastifyRequest, controller: AbortController, url: string, shared: boolean): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    // The body is handed over already read: its length and framing are the new Request's own.
    if (key === 'content-length' || key === 'transfer-encoding') continue;
    if (shared && VISITOR_HEADERS.includes(key)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const body = request.method === 'POST' && typeof request.body === 'string' ? request.body : undefined;
  return new Request(new URL(url, origin), {
    method: request.method,
    headers,
    body,
    signal: controller.signal,
  });
}

/**
 * A production page as it leaves the server: painting before its scripts start
 * (lib/paint-first.ts), with the Content-Security-Policy of exactly its inline scripts, which
 * needs the whole page.
 */
function productionPage(rendered: string): { html: string; policy: string } {
  const html = paintFirst(rendered);
  return { html, policy: pagePolicy(html) };
}

async function sendWebResponse(reply: FastifyReply, { response, personal }: Rendered, policy: boolean) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  // Neither a shared cache nor the back button after logging out may keep someone's page.
  if (personal) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
  // Any other page rendered for a visitor with cookies (the cart, checkout, the account's pages) is
  // theirs alone, whether or not its render happened to read the session.
  else if (!isAnonymous(reply.request) && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', PERSONAL_CACHE_CONTROL);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  if (policy && isHtml(response)) {
    const page = productionPage(await response.text());
    reply.header('content-security-policy', page.policy);
    return reply.send(page.html);
  }
  return reply.send(Readable.fromWeb(response.body as NodeWebReadableStream<Uint8Array>));
}

/**
 * Serves the React storefront from the same process as the API: hashed assets with a year-long
 * cache, product pictures, and every other GET rendered on the server by React Router (and the
 * page forms that post to their own page, answersPostedForm).
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
      // scripts/build.mjs writes .br and .gz beside each hashed file: sent as they are.
      preCompressed: true,
      // Our own Cache-Control below; send's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes('/assets/');
        res.setHeader('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
        // A cache in front keeps the brotli, gzip and plain copies apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  if (options.imagesDir) {
    fs.mkdirSync(options.imagesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.imagesDir,
      prefix: '/images/',
      decorateReply: false,
      index: false,
      // However the address is spelt (`/images//reviews/…`), shoppers' photos are not files here.
      allowedPath: (pathName) => !isReviewPhotoKey(pathName),
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', IMAGE_CACHE_CONTROL);
      },
    });
  }

  const handle = createRequestHandler(options.build, options.mode);
  // Pages carry their own Content-Security-Policy (security/content-security-policy.ts); in
  // development Vite's hot reload injects scripts of its own, so none is set there.
  const policy = options.mode === 'production';
  const cache = options.cacheVersion
    ? new PageCache({ ttlMs: PAGE_CACHE_TTL_MS, maxBytes: PAGE_CACHE_MAX_BYTES, version: options.cacheVersion })
    : null;
  // Concurrent misses for one page share a single render instead of stampeding React;
  // null means the render turned out not to be shareable.
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  // A page already held is sent by the front cache before any other hook: to everyone on a public
  // page, to visitors without cookies elsewhere.
  if (cache) {
    app.sharedAnswers.add((request) => {
      const { protocol, host } = request;
      return protocol !== undefined && host !== undefined && !request.url.startsWith('/api/') && getsSharedPage(request)
        ? cache.get(originKey(protocol, host, cacheAddress(request)))
        : undefined;
    });
  }

  // Rendering is the costly part of a page: counted per address, so that a flood of addresses
  // the cache cannot hold (or of signed-in pages) gets 429 before it slows the shop for everyone.
  const limitRenders = app.rateLimitBy([
    { name: 'page:ip', max: app.config.PAGE_RENDER_LIMIT_PER_MINUTE, windowMs: 60_000, key: clientIp },
  ]);

  /** Answers 429 (Retry-After is set): a small page, or the API's error shape to the router's own requests. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
    if (isRouterRequest(request)) throw error;
    return sendTooManyRequestsPage(reply, error.message);
  };

  /** Counts one render for the visitor's address; false when it answered 429 instead. */
  const mayRender = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    try {
      await limitRenders(request, reply);
      return true;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'TOO_MANY_ATTEMPTS') throw error;
      await refuse(request, reply, error);
      return false;
    }
  };

  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, rendered: Rendered) => {
    // A page whose data the API refused for too many requests is refused as a whole; a posted
    // form's page shows the refusal itself (the form's message).
    if (rendered.retryAfter !== undefined && request.method === 'GET') {
      await rendered.response.body?.cancel();
      reply.header('retry-after', String(rendered.retryAfter));
      return refuse(request, reply, new AppError('TOO_MANY_ATTEMPTS', { wait: waitLabel(rendered.retryAfter) }));
    }
    return sendWebResponse(reply, rendered, policy);
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // A posted form's answer is that visitor's alone (it may show their order): never cached.
    if (cache && request.method === 'GET' && getsSharedPage(request)) {
      // Rendered from the address it is cached under, so the page never shows what it was not keyed on.
      const address = cacheAddress(request);
      const key = pageKey(request, address);
      const inflight = rendering.get(key);
      if (inflight) {
        const page = await inflight;
        if (page) return sendPage(request, reply, page, 'hit');
      } else {
        if (!(await mayRender(request, reply))) return reply;
        let own: Rendered | undefined;
        const pending = (async () => {
          await options.cacheReady?.().catch(() => undefined);
          const version = cache.versionOf(key);
          // Rendered as for a visitor without cookies: nothing of this one can reach the others.
          const rendered = await renderResponse(request, new AbortController(), address, true);
          const { response } = rendered;
          if (rendered.personal || rendered.retryAfter !== undefined || !isShareable(response)) {
            own = rendered;
            return null;
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of response.headers) {
            if (!['content-type', 'content-length', 'content-encoding', 'set-cookie', 'vary'].includes(name)) {
              headers[name] = value;
            }
          }
          if (isSharedPage(address)) headers['cache-control'] = SHARED_CACHE_CONTROL;
          const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
          let text = await response.text();
          if (policy) {
            const page = productionPage(text);
            text = page.html;
            headers['content-security-policy'] = page.policy;
          }
          // What the front cache sends from now on; this first answer says 'miss' (sendPage).
          headers['x-page-cache'] = 'hit';
          const page = {
            status: response.status,
            headers,
            body: new EncodedBody(Buffer.from(text), contentType),
          };
          cache.set(key, page, version);
          return page;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
        const page = await pending;
        if (page) return sendPage(request, reply, page, 'miss');
        if (own) return sendRendered(request, reply, own);
      }
    }
    // A visitor with cookies, or a page that may not be shared: rendered for this request alone.
    if (!(await mayRender(request, reply))) return reply;
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    return sendRendered(request, reply, await renderResponse(request, controller));
  };

  const renderResponse = async (
    request: FastifyRequest,
    controller: AbortController,
    url = request.url,
    shared = false,
  ): Promise<Rendered> => {
    const cookie = shared ? undefined : request.headers.cookie;
    const rendered: Omit<Rendered, 'response'> = { personal: false };
    const loadContext = {
      demoShop: app.config.paymentProvider === 'sandbox',
      fetch: async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://internal');
        const headers = new Headers(init.headers);
        if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
        // The API answers in the page's language (catalogue words, error messages), never the browser's.
        if (!headers.has('accept-language')) headers.set('accept-language', HREFLANG[pageLocale(request.url)]);
        // A session started by a page form is recorded with the visitor's browser, as the API's own call would be.
        const userAgent = request.headers['user-agent'];
        if (userAgent && !headers.has('user-agent')) headers.set('user-agent', userAgent);
        const method = (init.method ?? 'GET') as 'GET';
        const injected = await app.inject({
          method,
          url: url.pathname + url.search,
          headers: Object.fromEntries(headers),
          payload: typeof init.body === 'string' ? init.body : undefined,
          // The visitor's address, so that the API's per-address limits count them, not the server.
          remoteAddress: request.ip,
        });
        if (/\b(private|no-store)\b/.test(String(injected.headers['cache-control'] ?? ''))) rendered.personal = true;
        if (injected.statusCode === 429 && method === 'GET') {
          const wait = Math.max(1, Number(injected.headers['retry-after']) || 60);
          rendered.retryAfter = Math.max(rendered.retryAfter ?? 0, wait);
        }
        const answer = new Headers({ 'content-type': String(injected.headers['content-type'] ?? 'application/json') });
        // The cookies the API set (a page form's sign-in), for the action to hand on to the browser.
        for (const setCookie of [injected.headers['set-cookie'] ?? []].flat()) {
          answer.append('set-cookie', secureOverHttps(request, setCookie));
        }
        return new Response(injected.statusCode === 204 ? null : injected.rawPayload, {
          status: injected.statusCode,
          headers: answer,
        });
      },
    };
    const response = await handle(toWebRequest(request, controller, url, shared), loadContext);
    return { response, ...rendered };
  };

  app.get('/*', render);
  // The page forms in a context of their own whose only body parser is the form's: Fastify itself
  // refuses any other body (415) and a form over the limit (413). The API keeps its JSON parsers.
  await app.register(async (forms) => {
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // A post with no body at all reaches no parser: it is not a form either.
    const bodyPosted = async (request: FastifyRequest) => {
      if (typeof request.body !== 'string') {
        throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? '(none)');
      }
    };
    const { build } = options;
    const currentBuild = typeof build === 'function' ? build : async () => build;
    // A page whose route has an action reads the form and answers with the page (answersPostedForm).
    // Every other form that carries personal data posts too (never a GET that would put it in the
    // address bar, history and logs) and is handled by its page's script. Posted before that script
    // started, or without JavaScript, the browser is sent back to the page to send it again; the
    // body is read by no one.
    forms.post('/*', { preHandler: bodyPosted }, async (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      if (answersPostedForm(await currentBuild(), request.url)) return render(request, reply);
      return reply.header('cache-control', 'no-store').redirect(request.url, 303);
    });
  });
}
