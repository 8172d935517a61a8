import { queryOptions, useQuery } from '../../../lib/query';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { getHomepageProducts } from '../../catalogue/api/get-homepage-products';
import type { ProductCard } from '@shop/shared/contracts/listing';
import { toProductCard } from '../../catalogue/product-card-data';

export type HomeSectionCards = {
  key: string;
  title: string;
  href: string;
  fromPrice: number;
  products: ProductCard[];
};

/**
 * The home page's sections with card-sized products. The API answers with full products (the
 * spec's response); keeping only card fields in the cache makes the page's hydration data a
 * fraction of the size.
 */
export async function getHomeSections(api: ApiClient = browserApi): Promise<HomeSectionCards[]> {
  const response = await getHomepageProducts(api);
  const byId = new Map(response.data.map((product) => [product._id, product]));
  return response.sections
    .map((section) => ({
      key: section.key,
      title: section.title,
      href: section.href,
      fromPrice: section.fromPrice,
      products: section.productIds.flatMap((id) => {
        const product = byId.get(id);
        return product ? [toProductCard(product)] : [];
      }),
    }))
    .filter((section) => section.products.length > 0);
}

export function homeSectionsQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: ['home', 'sections'], queryFn: () => getHomeSections(api) });
}

export function useHomeSections() {
  return useQuery(homeSectionsQuery());
}
