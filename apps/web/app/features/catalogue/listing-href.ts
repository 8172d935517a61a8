import { listingSearchParams, type ListingParams } from '@shop/shared/contracts/listing-address';

/** A listing's own address with other filters, page or sort: every listing link is made here. */
export function listingHref(pathname: string, params: ListingParams): string {
  const query = listingSearchParams(params).toString();
  return query ? `${pathname}?${query}` : pathname;
}
