import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { matchRoutes, type ServerBuild } from 'react-router';

// The server build's routes as a tree: which page reads a posted form (a form posted to a page is
// read by its route action when it has one, so it works before the page's script or without it,
// and is sent back to its page otherwise), and which route pattern names a page in the metrics.

/**
 * Addresses whose route pattern is remembered: `matchRoutes` ranks the whole tree at every call
 * (about 2 ms here), which on every page answered from the page cache cost the metrics most of its
 * speed. As many as the page cache is likely to hold; a page not among them is a render anyway.
 */
const PATTERNS_KEPT = 10_000;

/** A posted page form's fields, as the browser encoded them; the route's action reads them. */
const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16 * 1024;

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
  const known = new LRUCache<string, string>({ max: PATTERNS_KEPT });
  const patternOf = (pathname: string) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return 'unmatched';
    const pattern = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/');
    return `/${pattern}`.replace(/\/{2,}/g, '/');
  };
  return (url) => {
    const queryAt = url.indexOf('?');
    let pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname.endsWith('.data')) pathname = pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length);
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      pattern = patternOf(pathname);
      known.set(pathname, pattern);
    }
    return pattern;
  };
}

/**
 * Registers the form posts in a context of their own whose only body parser is the form's: Fastify
 * itself refuses any other body (415) and a form over the limit (413). The API keeps its JSON
 * parsers. `render` draws the page that reads the form.
 */
export async function registerPageForms(
  app: FastifyInstance,
  build: ServerBuild | (() => Promise<ServerBuild>),
  render: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
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
