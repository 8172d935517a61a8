import { SHOP_NAME } from '@shop/shared/constants';
import type { ReviewListResponse } from '@shop/shared/contracts/reviews';
import type { Route } from './+types/product';
import { productQuery, useProduct } from '../features/catalogue/api/get-product';
import { IDOL_FIT_WORDS } from '../features/idols/idol-fit-words';
import type { MissingPageSuggestions } from '../features/catalogue/components/missing-page';
import { relatedProductsQuery } from '../features/product/api/get-related-products';
import { getSimilarProducts, slugWords } from '../features/product/api/get-similar-products';
import { ProductPage } from '../features/product/components/product-page';
import { startPinCheck } from '../features/product/pin-check-start';
import { productMeta, productParent } from '../features/product/product-seo';
import { productReviewsQuery } from '../features/reviews/api/get-product-reviews';
import { productSetsQuery } from '../features/sets/api/get-product-sets';
import { NOTIFY_ME_FORM_WORDS } from '../features/stock-alerts/notify-me-form-words';
import { hydrateLater } from '../lib/hydrate-later';
import { withWords } from '../lib/with-words';
import { serverApi } from '../lib/load-context';
import { fetchRequired } from '../lib/prefetch';
import { prefetchForHtmlOnly } from '../lib/html-only-data.server';
import { requestLocale } from '../lib/request-locale';
import { pageMessages, serverT } from '../lib/i18n.server';
import { siteOrigin } from '../lib/seo';

// Buyers' reviews sit below the fold: their code and their first page are fetched when hydration
// reaches them (the page's HTML has them, its hydration data does not), with their words (and the
// picture viewer's, lib/words-on-demand.ts).
const ProductReviews = hydrateLater(
  () =>
    withWords(import('../features/reviews/components/product-reviews'), 'productReviews', 'productDetails').then(
      (module) => module.ProductReviews,
    ),
  ({ productId }) => [productReviewsQuery(productId, 'newest', 1)],
);
// "Complete the shringar" is the server's HTML (plain links and forms) until its code, words and data
// come: none of it is among the page's first scripts or its hydration data.
const CompleteTheShringar = hydrateLater(
  () =>
    withWords(import('../features/sets/components/complete-the-shringar'), 'sets').then(
      (module) => module.CompleteTheShringar,
    ),
  ({ slug }) => [productSetsQuery(slug)],
);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  // A product that is gone (or never was) answers 404 with real products like its address.
  const missing = async (): Promise<MissingPageSuggestions> => ({
    query: slugWords(params.slug).join(' '),
    products: await getSimilarProducts(params.slug, api),
  });
  // Related products, sets and reviews are a bonus: the page renders without them if their call
  // fails. They are drawn in the page's HTML only; their parts fetch them when they hydrate.
  // Without a script the PIN check's form comes back here as `?pincode=`: the page answers it.
  const typedPin = new URL(request.url).searchParams.get('pincode');
  const [required, , pinCheck] = await Promise.all([
    fetchRequired([productQuery(params.slug, api)], missing),
    prefetchForHtmlOnly(context, api, (client) => [
      relatedProductsQuery(params.slug, client),
      productSetsQuery(params.slug, client),
    ]),
    startPinCheck(typedPin, api),
  ]);
  const product = required.results[0]!.data;
  const reviews = await prefetchForHtmlOnly(context, api, (client) => [
    productReviewsQuery(product._id, 'newest', 1, client),
  ]);
  const firstReviews = reviews[0]?.state.data as ReviewListResponse | undefined;
  const t = serverT(request, 'shell', 'product', 'collectionNames');
  const parent = productParent(product, t);
  const page = { origin: siteOrigin(request), locale: requestLocale(request), t, parent };
  return {
    ...pageMessages(request, 'product', 'coupons', ...IDOL_FIT_WORDS, ...NOTIFY_ME_FORM_WORDS),
    parent,
    pinCheck: pinCheck.start,
    dehydratedState: {
      mutations: [],
      queries: [...required.dehydratedState.queries, ...pinCheck.queries],
    },
    seo: productMeta(product, page, firstReviews?.reviews ?? []),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.seo ?? [{ title: `Page not found | ${SHOP_NAME}` }];
}

export default function ProductRoute({ params, loaderData }: Route.ComponentProps) {
  const { data } = useProduct(params.slug);
  if (!data) return null;
  const product = data.data;
  return (
    <ProductPage
      key={product._id}
      product={product}
      parent={loaderData.parent}
      reviews={<ProductReviews productId={product._id} />}
      sets={<CompleteTheShringar slug={product.slug} />}
      pinCheck={loaderData.pinCheck}
    />
  );
}
