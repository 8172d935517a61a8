import { SHOP_NAME } from '@shop/shared/constants';
import { HREFLANG, LOCALES, localeOfPath, pathInLocale } from '@shop/shared/locale';
import type { MetaDescriptor } from 'react-router';

export type PreviewImage = {
  /** Absolute address. */
  url: string;
  alt: string;
  /** Known for the JPEG made for previews; unset for any other picture. */
  type?: string;
  width?: number;
  height?: number;
};

type PageMeta = {
  title: string;
  description: string;
  /** Account, cart and checkout pages are personal: search engines should not list them. */
  noIndex?: boolean;
  /** Absolute canonical address (see lib/seo.ts): also the link previews' URL. */
  url?: string;
  /** The picture link previews show (lib/seo.ts previewImage). */
  image?: PreviewImage;
  type?: 'website' | 'article' | 'product';
  /** More tags: product prices, JSON-LD blocks. */
  extra?: MetaDescriptor[];
};

/**
 * The page in each language, and English for any other (`x-default`), from its canonical URL:
 * search engines show the shopper's own language's twin.
 */
function alternates(url: string): MetaDescriptor[] {
  const { origin, pathname, search } = new URL(url);
  const twin = (locale: (typeof LOCALES)[number]) => `${origin}${pathInLocale(pathname, locale)}${search}`;
  return [
    ...LOCALES.map((locale) => ({ tagName: 'link', rel: 'alternate', hrefLang: HREFLANG[locale], href: twin(locale) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: twin('en') },
  ];
}

/** The one shape of every page's <title>, description, canonical URL and link-preview tags. */
export function pageMeta({
  title,
  description,
  noIndex = false,
  url,
  image,
  type = 'website',
  extra = [],
}: PageMeta): MetaDescriptor[] {
  const fullTitle = `${title} | ${SHOP_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          ...(noIndex ? [] : alternates(url)),
          { property: 'og:url', content: url },
        ]
      : []),
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:locale', content: HREFLANG[url ? localeOfPath(new URL(url).pathname) : 'en'].replace('-', '_') },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          ...(image.type ? [{ property: 'og:image:type', content: image.type }] : []),
          ...(image.width && image.height
            ? [
                { property: 'og:image:width', content: String(image.width) },
                { property: 'og:image:height', content: String(image.height) },
              ]
            : []),
          ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image.url }] : []),
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...extra,
  ];
}
