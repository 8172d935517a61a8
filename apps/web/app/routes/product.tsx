import { SHOP_NAME } from '@shop/shared/constants';
import type { Route } from './+types/product';
import { productQuery, useProduct } from '../features/catalogue/api/get-product';
import { relatedProductsQuery } from '../features/product/api/get-related-products';
import { ProductPage } from '../features/product/components/product-page';
import { productMeta } from '../features/product/product-seo';
import { serverApi } from '../lib/load-context';
import { fetchRequired, prefetch } from '../lib/prefetch';
import { siteOrigin } from '../lib/seo';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  // Related products are a bonus: the page renders without them if their call fails.
  const [required, related] = await Promise.all([
    fetchRequired([productQuery(params.slug, api)]),
    prefetch(api, (client) => [relatedProductsQuery(params.slug, client)]),
  ]);
  const product = required.results[0]!.data;
  return {
    dehydratedState: {
      mutations: [],
      queries: [...required.dehydratedState.queries, ...related.dehydratedState.queries],
    },
    seo: productMeta(product, siteOrigin(request)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.seo ?? [{ title: `Page not found | ${SHOP_NAME}` }];
}

export default function ProductRoute({ params }: Route.ComponentProps) {
  const { data } = useProduct(params.slug);
  if (!data) return null;
  return <ProductPage key={data.data._id} product={data.data} />;
}
