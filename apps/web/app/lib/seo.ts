import type { MetaDescriptor } from 'react-router';

/**
 * The shop's public origin for canonical URLs and link previews: PUBLIC_URL when it is set
 * (behind a proxy the request may carry an internal host), else the request's own origin.
 * Loaders run only on the server, where process.env is the shop's configuration.
 */
export function siteOrigin(request: Request): string {
  const configured = typeof process === 'undefined' ? undefined : process.env.PUBLIC_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // An invalid PUBLIC_URL stops the server at start-up; here it cannot happen.
    }
  }
  return new URL(request.url).origin;
}

/** `/products/x` → `https://shop.example/products/x`; absolute URLs pass through. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** A schema.org block in the page head (React Router renders it as application/ld+json). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...data } };
}

export type BreadcrumbStep = { name: string; path: string };

export function breadcrumbJsonLd(origin: string, steps: BreadcrumbStep[]): MetaDescriptor {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  });
}

/** The loader of a page whose only server data is its own address (content pages). */
export function originLoader({ request }: { request: Request }): { origin: string } {
  return { origin: siteOrigin(request) };
}

/** pageMeta's `url` for `path`, once the loader has said where the shop lives. */
export function canonical(loaderData: { origin: string } | undefined, path: string): { url?: string } {
  return loaderData ? { url: absoluteUrl(loaderData.origin, path) } : {};
}
