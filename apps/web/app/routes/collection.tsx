import { localeOfPath, pathInLocale } from '@shop/shared/locale';
import { useMemo } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/collection';
import { ListingView } from '../features/catalogue/components/listing-view';
import { loadListingPage } from '../features/catalogue/load-listing-page.server';
import { listingPageMeta } from '../features/catalogue/listing-page-data';
import type { ListingSource } from '../features/catalogue/api/get-listing';
import { ListingSets, listingSetsQueries } from '../features/sets/listing-sets';

export function loader({ context, params, request }: Route.LoaderArgs) {
  // Old links such as /collections/Jhula land on the one lower-case address of the page.
  const slug = params.slug.toLowerCase();
  if (slug !== params.slug) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`${pathInLocale(`/collections/${encodeURIComponent(slug)}`, localeOfPath(pathname))}${search}`, 301);
  }
  const source = { kind: 'collections', slugs: [slug] } as const;
  return loadListingPage(context, request, { source }, listingSetsQueries(source));
}

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function CollectionPage({ loaderData, params }: Route.ComponentProps) {
  const source = useMemo((): ListingSource => ({ kind: 'collections', slugs: [params.slug] }), [params.slug]);
  return (
    <ListingView
      source={source}
      title={loaderData.title}
      description={loaderData.description}
      crumbs={loaderData.crumbs}
      above={<ListingSets source={source} />}
    />
  );
}
