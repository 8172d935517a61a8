import type { CollectionSummary } from '@shop/shared/contracts/catalogue';
import { SHOP_NAME } from '@shop/shared/constants';
import type { AppLoadContext, MetaDescriptor } from 'react-router';
import { serverApi } from '../../lib/load-context';
import { pageMeta } from '../../lib/meta';
import { fetchRequired, type LoaderData } from '../../lib/prefetch';
import { collectionProductsQuery } from './api/get-collection-products';

export type CollectionPageData = LoaderData & { collections: CollectionSummary[] };

/**
 * Server loader of every listing page: fetches each collection into the page's cache; an unknown
 * slug makes the whole page a 404, other failures reach the root error screen.
 */
export async function loadCollectionPage(
  context: AppLoadContext,
  slugs: readonly string[],
): Promise<CollectionPageData> {
  const api = serverApi(context);
  const { dehydratedState, results } = await fetchRequired(slugs.map((slug) => collectionProductsQuery(slug, api)));
  return { dehydratedState, collections: results.map((page) => page.collection) };
}

/** A listing page's title and description: the collection's own, unless the page names itself. */
export function collectionPageMeta(
  loaderData: CollectionPageData | undefined,
  page?: { title: string; description: string },
): MetaDescriptor[] {
  const [collection] = loaderData?.collections ?? [];
  if (!collection) return [{ title: `Page not found | ${SHOP_NAME}` }];
  if (page) return pageMeta(page);
  return pageMeta({
    title: collection.name,
    description:
      collection.description || `Shop ${collection.name} for your Thakur Ji at ${SHOP_NAME}, delivered across India.`,
  });
}
