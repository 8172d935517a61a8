import { pathInLocale, type Locale } from '@shop/shared/locale';
import { PREVIEW_IMAGE, previewImageUrl } from '@shop/shared/preview-image';
import type { MetaDescriptor } from 'react-router';
import { requestLocale } from './request-locale';
import type { PreviewImage } from './meta';

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

/**
 * The link-preview picture of a shop picture (`src` of one of its WebP widths): its JPEG made for
 * previews, which WhatsApp shows where it may skip a WebP; any other address as it is.
 */
export function previewImage(origin: string, src: string, alt: string): PreviewImage {
  const jpeg = previewImageUrl(src);
  return jpeg ? { url: absoluteUrl(origin, jpeg), alt, ...PREVIEW_IMAGE } : { url: absoluteUrl(origin, src), alt };
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

/** Where a page's loader says the shop lives, and in which language the page is. */
type PageAddress = { origin: string; locale?: Locale };

/** The loader of a page whose only server data is its own address (content pages). */
export function originLoader({ request }: { request: Request }): { origin: string; locale: Locale } {
  return { origin: siteOrigin(request), locale: requestLocale(request) };
}

/**
 * pageMeta's `url` for the page at `path` (`/about`), once the loader has said where the shop
 * lives: in the page's language, so a Hindi page is its own canonical (pageMeta adds its twin).
 */
export function canonical(loaderData: PageAddress | undefined, path: string): { url?: string } {
  return loaderData ? { url: absoluteUrl(loaderData.origin, pathInLocale(path, loaderData.locale ?? 'en')) } : {};
}
