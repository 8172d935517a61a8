import { SHOP_NAME } from '@shop/shared/constants';
import { hasActiveFilters, readListingParams, type ListingParams } from '@shop/shared/contracts/listing-address';
import type { ListingResponse } from '@shop/shared/contracts/listing';
import type { AppLoadContext, MetaDescriptor } from 'react-router';
import { serverApi } from '../../lib/load-context';
import { pageMeta } from '../../lib/meta';
import { fetchRequired, type LoaderData } from '../../lib/prefetch';
import { absoluteUrl, breadcrumbJsonLd, jsonLd, previewImage, siteOrigin, type BreadcrumbStep } from '../../lib/seo';
import { listingQuery, type ListingSource } from './api/get-listing';
import { listingHref } from './listing-href';

/** What makes one listing page: where its products come from, and how it names itself. */
export type ListingPageDefinition = {
  source: ListingSource;
  /** Needed when the page lists several collections or none; a single collection is titled by its own name. */
  title?: string;
  description?: string;
  /** The address search engines should list, when this page repeats another (/featured is /collections/featured). */
  canonicalPath?: string;
};

export type ListingPageData = LoaderData & {
  title: string;
  description: string;
  crumbs: BreadcrumbStep[];
  meta: MetaDescriptor[];
};

export function listingCrumbs(title: string, source: ListingSource): BreadcrumbStep[] {
  const home = { name: 'Home', path: '/' };
  if (source.kind === 'all') return [home, { name: 'Shop', path: '/products' }];
  if (source.kind === 'search') return [home, { name: 'Search', path: '/search' }];
  return [home, { name: 'Collections', path: '/collections' }, { name: title, path: '' }];
}

type MetaInput = {
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
  const canonical = absoluteUrl(origin, listingHref(canonicalPath ?? url.pathname, { page }));
  const pageLink = (rel: 'prev' | 'next', to: number): MetaDescriptor => ({
    tagName: 'link',
    rel,
    href: absoluteUrl(origin, listingHref(url.pathname, { ...params, page: to })),
  });
  const steps = crumbs.map((step) => ({ ...step, path: step.path || url.pathname }));
  // A listing's preview shows the picture of its first product.
  const cover = listing.data[0];
  return pageMeta({
    title: page > 1 ? `${title} – Page ${page}` : title,
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
          url: absoluteUrl(origin, `/products/${card.slug}`),
          name: card.name,
        })),
      }),
    ],
  });
}

/**
 * Server loader of every listing page: the page of products its address asks for, in the page's
 * cache. An unknown collection makes the page a 404; other failures reach the root error screen.
 */
export async function loadListingPage(
  context: AppLoadContext,
  request: Request,
  page: ListingPageDefinition,
): Promise<ListingPageData> {
  const url = new URL(request.url);
  const params = readListingParams(url.searchParams);
  const { dehydratedState, results } = await fetchRequired([listingQuery(page.source, params, serverApi(context))]);
  const listing = results[0]!;
  const title = page.title ?? listing.collection?.name ?? 'Shop';
  const description =
    page.description ??
    (listing.collection?.description ||
      `Shop ${title} for your Thakur Ji at ${SHOP_NAME}: poshak, mukut and shringar delivered across India.`);
  const crumbs = listingCrumbs(title, page.source);
  return {
    dehydratedState,
    title,
    description,
    crumbs,
    meta: listingMeta({
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

export function listingPageMeta(loaderData: { meta: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  return loaderData?.meta ?? [{ title: `Page not found | ${SHOP_NAME}` }];
}
