import type { ReactNode } from 'react';
import type { ListingPageData, ListingPageDefinition } from '../listing-page-data';
import { ListingView } from './listing-view';

/** The page body of a listing route, from its definition and its loader's data. */
export function ListingPage({
  page,
  data,
  above,
}: {
  page: ListingPageDefinition;
  data: Pick<ListingPageData, 'title' | 'description' | 'crumbs'>;
  /** Shown above the products, e.g. the complete sets of the listing. */
  above?: ReactNode;
}) {
  return (
    <ListingView
      source={page.source}
      title={data.title}
      description={data.description}
      crumbs={data.crumbs}
      above={above}
    />
  );
}
