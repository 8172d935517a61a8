import { localeOfPath, pathInLocale } from '@shop/shared/locale';
import { redirect } from 'react-router';
import type { Route } from './+types/collection';
import { ListingView } from '../features/catalogue/components/listing-view';
import { loadListingPage } from '../features/catalogue/load-listing-page.server';
import { listingPageMeta } from '../features/catalogue/listing-page-data';

export function loader({ context, params, request }: Route.LoaderArgs) {
  // Old links such as /collections/Jhula land on the one lower-case address of the page.
  const slug = params.slug.toLowerCase();
  if (slug !== params.slug) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`${pathInLocale(`/collections/${encodeURIComponent(slug)}`, localeOfPath(pathname))}${search}`, 301);
  }
  return loadListingPage(context, request, { source: { kind: 'collections', slugs: [slug] } });
}

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function CollectionPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <ListingView
      source={{ kind: 'collections', slugs: [params.slug] }}
      title={loaderData.title}
      description={loaderData.description}
      crumbs={loaderData.crumbs}
    />
  );
}
