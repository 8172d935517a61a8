import { setImmediate } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { blogListResponseSchema } from '@shop/shared/contracts/blog';
import { AppError } from '../../app-error';
import { EncodedBody, sendWithEtag } from '../../lib/encoded-body';
import {
  latestChange,
  sitemapIndexXml,
  SITEMAP_URLS_PER_FILE,
  urlSetXml,
  URLS_PER_ENTRY,
  type SitemapEntry,
} from './sitemap';

/** Pages of the storefront that exist whatever the catalogue holds (apps/web/app/routes.ts). */
export const CONTENT_PAGES = [
  '/',
  '/products',
  '/collections',
  '/seasonal',
  '/about',
  '/contact',
  '/faq',
  '/blog',
  '/shipping-policy',
  '/return-policy',
  '/privacy-policy',
  '/terms-conditions',
] as const;

/** Personal or transactional pages: nothing there for a search engine. */
const DISALLOWED_PATHS = ['/cart', '/checkout', '/order-confirmation', '/dashboard', '/admin', '/api/'] as const;

const XML_TYPE = 'application/xml; charset=utf-8';
/** Origins whose product files are held at once (without PUBLIC_URL each Host header is one). */
const ORIGINS_HELD = 4;

type ProductFiles = { stamp: number; files: { body: EncodedBody; lastmod?: Date }[] };

/**
 * sitemap.xml and robots.txt, at the root of the site where crawlers look for them. sitemap.xml is
 * an index: the pages and collections in /sitemaps/pages.xml, the products in
 * /sitemaps/products-1.xml… of at most `urlsPerFile` addresses each. The product files are built
 * once per catalogue stamp, a slice at a time and compressed in zlib's thread pool so that building
 * 100,000 addresses never holds other requests up for long, and are then sent from memory. Every
 * file carries an ETag of its bytes, and a crawler that already holds them is answered 304.
 */
export const seoRoutes: FastifyPluginAsync<{ urlsPerFile?: number }> = async (
  app,
  { urlsPerFile = SITEMAP_URLS_PER_FILE },
) => {
  const { catalogue } = app.services;

  // PUBLIC_URL when set (behind a proxy the request may carry an internal host).
  const originOf = (request: FastifyRequest) =>
    app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;

  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${new URL('/sitemap.xml', originOf(request)).href}`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  const productFiles = new LRUCache<string, Promise<ProductFiles>>({ max: ORIGINS_HELD });

  /** The product files for `origin` on the current snapshot: built when the catalogue changed. */
  async function productFilesFor(origin: string): Promise<ProductFiles> {
    await catalogue.ready();
    const held = productFiles.get(origin);
    if (held && (await held).stamp === catalogue.stamp()) return held;
    const building = (async () => {
      const stamp = catalogue.stamp();
      const products = await catalogue.productAddresses();
      const perFile = Math.max(1, Math.floor(urlsPerFile / URLS_PER_ENTRY));
      const files: ProductFiles['files'] = [];
      // A file's entries are made in a turn of their own when it is written: making 100,000 in
      // one turn held the event loop for 30 ms.
      for (let start = 0; start < products.length; start += perFile) {
        await setImmediate();
        const entries = products
          .slice(start, start + perFile)
          .map((product) => ({ path: `/products/${product.slug}`, lastmod: product.updatedAt }));
        const xml = await urlSetXml(origin, entries);
        files.push({ body: await EncodedBody.compressedAhead(xml, XML_TYPE), lastmod: latestChange(entries) });
      }
      return { stamp, files };
    })();
    productFiles.set(origin, building);
    building.catch(() => productFiles.peek(origin) === building && productFiles.delete(origin));
    return building;
  }

  const sendXml = (request: FastifyRequest, reply: FastifyReply, body: EncodedBody) => {
    reply.header('cache-control', 'public, max-age=3600');
    return sendWithEtag(request, reply, body);
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const { files } = await productFilesFor(origin);
    const index = sitemapIndexXml(origin, [
      { path: '/sitemaps/pages.xml' },
      ...files.map((file, at) => ({ path: `/sitemaps/products-${at + 1}.xml`, lastmod: file.lastmod })),
    ]);
    return sendXml(request, reply, new EncodedBody(Buffer.from(index), XML_TYPE));
  });

  // The pages, collections, complete sets and blog: a few hundred addresses at most, read fresh (posts are published on their own).
  app.get('/sitemaps/pages.xml', async (request, reply) => {
    const [collections, sets, blog] = await Promise.all([
      catalogue.collections(),
      app.services.sets.addresses(),
      // Through the API's own route, so only what it publishes is listed.
      app.inject({ method: 'GET', url: '/api/v1/blog' }),
    ]);
    const posts = blog.statusCode === 200 ? blogListResponseSchema.parse(blog.json()).data : [];
    const entries: SitemapEntry[] = [
      ...CONTENT_PAGES.map((path) => ({ path })),
      ...collections.map((collection) => ({ path: collection.href })),
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: new Date(post.publishedAt) })),
      ...sets.map((set) => ({ path: `/sets/${set.slug}`, lastmod: set.updatedAt })),
    ];
    const xml = await urlSetXml(originOf(request), entries);
    return sendXml(request, reply, new EncodedBody(xml, XML_TYPE));
  });

  app.get('/sitemaps/products-:number.xml', async (request, reply) => {
    const { number } = request.params as { number: string };
    const { files } = await productFilesFor(originOf(request));
    const file = /^[1-9]\d{0,5}$/.test(number) ? files[Number(number) - 1] : undefined;
    if (!file) throw new AppError('ROUTE_NOT_FOUND');
    return sendXml(request, reply, file.body);
  });
};
