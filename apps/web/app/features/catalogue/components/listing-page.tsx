import type { ListingPageData, ListingPageDefinition } from '../listing-page-data';
import { ListingView } from './listing-view';

/** The page body of a listing route, from its definition and its loader's data. */
export function ListingPage({
  page,
  data,
}: {
  page: ListingPageDefinition;
  data: Pick<ListingPageData, 'title' | 'description' | 'crumbs'>;
}) {
  return <ListingView source={page.source} title={data.title} description={data.description} crumbs={data.crumbs} />;
}
