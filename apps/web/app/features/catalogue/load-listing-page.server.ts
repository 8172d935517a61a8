import { SHOP_NAME } from '@shop/shared/constants';
import { hasActiveFilters, readListingParams, type ListingParams } from '@shop/shared/contracts/listing-address';
import type { ListingResponse } from '@shop/shared/contracts/listing';
import { pathInLocale, type Locale } from '@shop/shared/locale';
import type { AppLoadContext, MetaDescriptor } from 'react-router';
import type { Translate } from '../../lib/i18n';
import { pageMessages, serverT } from '../../lib/i18n.server';
import { serverApi } from '../../lib/load-context';
import { pageMeta } from '../../lib/meta';
import { fetchRequired, prefetch } from '../../lib/prefetch';
import { absoluteUrl, breadcrumbJsonLd, jsonLd, previewImage, siteOrigin, type BreadcrumbStep } from '../../lib/seo';
import { listingQuery } from './api/get-listing';
import { listingHref } from './listing-href';
import { listingCrumbs, type ListingPageData, type ListingPageDefinition } from './listing-page-data';

type MetaInput = {
  t: Translate;
  locale: Locale;
  origin: string;
  url: URL;
  params: ListingParams;
  listing: ListingResponse;
  title: string;
  description: string;
  crumbs: BreadcrumbStep[];
  canonicalPath?: string;
  noIndex?: boolean;
};

/**
 * Title, description, canonical address (the unfiltered page, or its page number), previous and
 * next pages, and the breadcrumb and item list as schema.org data — built in the loader, so the
 * page carries only the tags.
 */
function listingMeta({
  t,
  locale,
  origin,
  url,
  params,
  listing,
  title,
  description,
  crumbs,
  canonicalPath,
  noIndex,
}: MetaInput): MetaDescriptor[] {
  const page = listing.page;
  const canonical = absoluteUrl(
    origin,
    listingHref(canonicalPath ? pathInLocale(canonicalPath, locale) : url.pathname, { page }),
  );
  const pageLink = (rel: 'prev' | 'next', to: number): MetaDescriptor => ({
    tagName: 'link',
    rel,
    href: absoluteUrl(origin, listingHref(url.pathname, { ...params, page: to })),
  });
  const steps = crumbs.map((step) => ({ ...step, path: step.path ? pathInLocale(step.path, locale) : url.pathname }));
  // A listing's preview shows the picture of its first product.
  const cover = listing.data[0];
  return pageMeta({
    title: page > 1 ? t('listing.titleWithPage', { title, page }) : title,
    description,
    url: canonical,
    ...(cover?.image ? { image: previewImage(origin, cover.image.src, cover.image.alt || cover.name) } : {}),
    // A filtered page repeats its unfiltered one; only the unfiltered pages belong in an index.
    noIndex: noIndex || hasActiveFilters(params),
    extra: [
      ...(page > 1 && page <= listing.totalPages ? [pageLink('prev', page - 1)] : []),
      ...(page < listing.totalPages ? [pageLink('next', page + 1)] : []),
      breadcrumbJsonLd(origin, steps),
      jsonLd({
        '@type': 'ItemList',
        name: title,
        numberOfItems: listing.total,
        itemListElement: listing.data.map((card, i) => ({
          '@type': 'ListItem',
          position: (page - 1) * listing.limit + i + 1,
          url: absoluteUrl(origin, pathInLocale(`/products/${card.slug}`, locale)),
          name: card.name,
        })),
      }),
    ],
  });
}

/**
 * Server loader of every listing page: the page of products its address asks for, in the page's
 * cache. An unknown collection makes the page a 404; other failures reach the root error screen.
 * `also`: what the page shows beside its products (the sets of the listing), a bonus the page
 * renders without if its call fails.
 */
export async function loadListingPage(
  context: AppLoadContext,
  request: Request,
  page: ListingPageDefinition,
  also?: (params: ListingParams) => Parameters<typeof prefetch>[1],
): Promise<ListingPageData> {
  const url = new URL(request.url);
  const params = readListingParams(url.searchParams);
  const api = serverApi(context);
  const [required, extra] = await Promise.all([
    fetchRequired([listingQuery(page.source, params, api)]),
    also ? prefetch(api, also(params)) : undefined,
  ]);
  const listing = required.results[0]!;
  const dehydratedState = {
    mutations: [],
    queries: [...required.dehydratedState.queries, ...(extra?.dehydratedState.queries ?? [])],
  };
  const t = serverT(request, 'shell', 'listing');
  const words = pageMessages(request, 'listing', 'idols', 'sets');
  const title = page.title ? t(page.title) : (listing.collection?.name ?? t('listing.shopTitle'));
  const description = page.description
    ? t(page.description)
    : listing.collection?.description || t('listing.collectionDescription', { title, shop: SHOP_NAME });
  const crumbs = listingCrumbs(t, title, page.source);
  return {
    ...words,
    dehydratedState,
    title,
    description,
    crumbs,
    meta: listingMeta({
      t,
      locale: words.locale,
      origin: siteOrigin(request),
      url,
      params,
      listing,
      title,
      description,
      crumbs,
      canonicalPath: page.canonicalPath,
    }),
  };
}
