import { SHOP_ADDRESS, SHOP_NAME, SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import { hashKey } from '../lib/query';
import type { Route } from './+types/home';
import { homeSectionsQuery, type HomeSectionCards } from '../features/home/api/get-home-sections';
import { reviewHighlightsQuery } from '../features/reviews/api/get-review-highlights';
import { saleBannerQuery } from '../features/home/api/get-sale-banner';
import { HomePage } from '../features/home/components/home-page';
import { serverApi } from '../lib/load-context';
import { pageMeta, type PreviewImage } from '../lib/meta';
import { prefetch } from '../lib/prefetch';
import { prefetchForHtmlOnly } from '../lib/html-only-data.server';
import { pageMessages, serverT } from '../lib/i18n.server';
import { absoluteUrl, canonical, jsonLd, previewImage, siteOrigin } from '../lib/seo';
import type { Locale } from '@shop/shared/locale';

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  const sectionsQuery = homeSectionsQuery(api);
  const [{ dehydratedState }] = await Promise.all([
    prefetch(api, () => [sectionsQuery, saleBannerQuery(api)]),
    prefetchForHtmlOnly(context, api, (client) => [reviewHighlightsQuery(client)]),
  ]);
  const origin = siteOrigin(request);
  // The home page's link preview shows the first product of its first shelf.
  const sectionsHash = hashKey(sectionsQuery.queryKey);
  const sections = dehydratedState.queries.find((query) => query.queryHash === sectionsHash)?.state.data as
    HomeSectionCards[] | undefined;
  const cover = sections?.find((section) => section.products[0]?.image)?.products[0];
  const image = cover?.image ? previewImage(origin, cover.image.src, cover.image.alt || cover.name) : undefined;
  const t = serverT(request, 'home');
  const words = pageMessages(request, 'home');
  return {
    dehydratedState,
    ...words,
    // Written here: the page's scripts need none of the meta tags' code (lib/meta.ts, lib/seo.ts).
    seo: homeMeta(origin, words.locale, t('home.metaTitle'), t('home.metaDescription'), image),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.seo ?? [{ title: SHOP_NAME }];
}

/** The home's title, description, link preview and the shop's schema.org blocks. */
function homeMeta(origin: string, locale: Locale, title: string, description: string, image?: PreviewImage) {
  return pageMeta({
    title,
    description,
    ...canonical({ origin, locale }, '/'),
    image,
    extra: [
      jsonLd({
        '@type': 'Organization',
        name: SHOP_NAME,
        url: absoluteUrl(origin, '/'),
        logo: absoluteUrl(origin, '/apple-touch-icon.png'),
        email: SUPPORT_EMAIL,
        telephone: SUPPORT_PHONE,
        address: {
          '@type': 'PostalAddress',
          streetAddress: SHOP_ADDRESS.lines[1],
          addressLocality: SHOP_ADDRESS.lines[2],
          addressRegion: SHOP_ADDRESS.state,
          postalCode: SHOP_ADDRESS.pinCode,
          addressCountry: 'IN',
        },
        sameAs: SOCIAL_LINKS.map((link) => link.href),
      }),
      jsonLd({
        '@type': 'WebSite',
        name: SHOP_NAME,
        url: absoluteUrl(origin, '/'),
        potentialAction: {
          '@type': 'SearchAction',
          target: `${absoluteUrl(origin, '/search')}?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      }),
    ],
  });
}

export default function Home() {
  return <HomePage />;
}
