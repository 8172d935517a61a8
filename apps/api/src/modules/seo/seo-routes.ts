import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { blogListResponseSchema } from '@shop/shared/contracts/blog';

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

type SitemapEntry = { path: string; lastmod?: Date };

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, origin).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** sitemap.xml and robots.txt, at the root of the site where crawlers look for them. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
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

  app.get('/sitemap.xml', async (request, reply) => {
    const [products, collections, blog] = await Promise.all([
      catalogue.productAddresses(),
      catalogue.collections(),
      // Through the API's own route, so only what it publishes is listed.
      app.inject({ method: 'GET', url: '/api/v1/blog' }),
    ]);
    const posts = blog.statusCode === 200 ? blogListResponseSchema.parse(blog.json()).data : [];
    const entries: SitemapEntry[] = [
      ...CONTENT_PAGES.map((path) => ({ path })),
      ...collections.map((collection) => ({ path: collection.href })),
      ...products.map((product) => ({ path: `/products/${product.slug}`, lastmod: product.updatedAt })),
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: new Date(post.publishedAt) })),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(originOf(request), entries));
  });
};
