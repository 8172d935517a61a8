import { BUDGETS, type Verdict } from './budgets';
import { measureLoad, responseSize, type LoadResult, type LoadSettings, type LoadTarget } from './load';
import { log } from './log';

export type Catalogue = {
  productSlug: string;
  /**
   * The product with reviews that has the most sizes (then the most reviews): its page is the
   * heaviest. Null on a shop without reviews (a production PostgreSQL shop starts with none).
   */
  reviewedProductSlug: string | null;
  /** The product without reviews that has the most sizes (null when every product has reviews). */
  unreviewedProductSlug: string | null;
  collectionSlug: string;
  listingPath: string;
  searchPath: string;
  blogSlug: string;
};

type CardWithRatings = { slug: string; sizes: string[]; ratings: { count: number } };

/**
 * The heaviest product pages with and without reviews: the reviewed product with the most sizes
 * (then the most reviews), and the unreviewed one with the most sizes.
 */
async function heaviestProducts(base: string): Promise<{ reviewed: string | null; unreviewed: string | null }> {
  const cards: CardWithRatings[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await (await fetch(`${base}/api/v1/products?limit=48&page=${page}`)).json()) as {
      data: CardWithRatings[];
      totalPages: number;
    };
    cards.push(...answer.data);
    if (page >= answer.totalPages) break;
  }
  const bySizes = [...cards].sort((a, b) => b.sizes.length - a.sizes.length || b.ratings.count - a.ratings.count);
  return {
    reviewed: bySizes.find((card) => card.ratings.count > 0)?.slug ?? null,
    unreviewed: bySizes.find((card) => card.ratings.count === 0)?.slug ?? null,
  };
}

/** What to measure on a freshly seeded shop: its first product, a full listing page and a search that finds. */
export async function discover(base: string): Promise<Catalogue> {
  const home = (await (await fetch(`${base}/api/v1/product/homepage-products`)).json()) as {
    data: { slug: string }[];
  };
  const productSlug = home.data[0]?.slug;
  if (!productSlug) throw new Error('the catalogue is empty');
  const listingPath = '/api/v1/products?category=dresses&inStock=true&sort=price-asc&limit=24';
  const listing = (await (await fetch(base + listingPath)).json()) as { data: unknown[] };
  if (listing.data.length !== 24) throw new Error(`${listingPath} lists ${listing.data.length} products, not 24`);
  const searchPath = '/api/v1/search?q=poshak';
  const search = (await (await fetch(base + searchPath)).json()) as { data: unknown[] };
  if (search.data.length === 0) throw new Error(`${searchPath} finds nothing`);
  const blog = (await (await fetch(`${base}/api/v1/blog`)).json()) as { data: { slug: string }[] };
  const blogSlug = blog.data[0]?.slug;
  if (!blogSlug) throw new Error('the blog is empty');
  const heaviest = await heaviestProducts(base);
  return {
    productSlug,
    reviewedProductSlug: heaviest.reviewed,
    unreviewedProductSlug: heaviest.unreviewed,
    collectionSlug: 'laddu-gopal',
    listingPath,
    searchPath,
    blogSlug,
  };
}

export function apiTargets(group: string, base: string, c: Catalogue): LoadTarget[] {
  return [
    { group, name: 'homepage-products', url: `${base}/api/v1/product/homepage-products`, budget: BUDGETS.apiHomepage },
    {
      group,
      name: 'product by slug',
      url: `${base}/api/v1/product/${c.productSlug}`,
      budget: BUDGETS.apiSlugListingSearch,
    },
    { group, name: 'filtered listing (24)', url: base + c.listingPath, budget: BUDGETS.apiSlugListingSearch },
    { group, name: 'search', url: base + c.searchPath, budget: BUDGETS.apiSlugListingSearch },
  ];
}

/** The search page the bench loads: the API search's words. */
export const SEARCH_PAGE = '/search?q=poshak';

/**
 * Public pages for a visitor without cookies (judged against the bare route; the search page
 * only recorded), each followed by the same page for a signed-in shopper with a cart and a
 * wishlist (`cookie`), judged against the visitor's figures.
 */
export function pageTargets(group: string, base: string, c: Catalogue, cookie: string, judged = true): LoadTarget[] {
  const pages = [
    { name: 'home', url: `${base}/`, judged },
    { name: 'collection', url: `${base}/collections/${c.collectionSlug}`, judged },
    { name: 'product', url: `${base}/products/${c.productSlug}`, judged },
    { name: 'search', url: base + SEARCH_PAGE, judged: false },
  ];
  return pages.flatMap((page) => [
    { group, name: page.name, url: page.url, ...(page.judged ? { budget: BUDGETS.pages } : {}) },
    { group, name: `${page.name}, signed in`, url: page.url, headers: { cookie }, versus: page.name },
  ]);
}

/** The signed-in shopper's personal reads: every page's summary, and the cart drawer's cart. */
export function personalTargets(group: string, base: string, cookie: string, budget: number): LoadTarget[] {
  return [
    { group, name: 'me/summary, signed in', url: `${base}/api/v1/me/summary`, headers: { cookie }, budget },
    { group, name: 'user-cart, signed in', url: `${base}/api/v1/user/user-cart`, headers: { cookie }, budget },
  ];
}

/** Each target side by side with the bare route at `bareUrl` (see measureLoad). */
export async function measureGroup(
  group: string,
  targets: LoadTarget[],
  bareUrl: string,
  settings: LoadSettings,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of targets) {
    log(`${group}: ${target.name}…`);
    results.push(await measureLoad(target, bareUrl, settings));
  }
  return results;
}

/**
 * A public page is one answer for everyone (a hit whatever the cookies, CDN-cacheable, no cookie
 * set); a personal page (the cart) with a cookie is rendered for that visitor alone and no-store.
 */
export async function pageCacheRules(publicUrl: string, personalUrl: string, cookie: string): Promise<Verdict> {
  const answer = async (url: string, headers: Record<string, string>) => (await responseSize(url, headers)).headers;
  await answer(publicUrl, {}); // fills the cache if it has expired since the pages were measured
  const anonymous = await answer(publicUrl, {});
  const signedIn = await answer(publicUrl, { cookie });
  const personal = await answer(personalUrl, { cookie });
  const state = (headers: typeof anonymous) => String(headers['x-page-cache'] ?? 'none');
  const shared = (headers: typeof anonymous) =>
    /s-maxage=/.test(String(headers['cache-control'])) &&
    !headers['set-cookie'] &&
    !/cookie/i.test(String(headers.vary));
  return {
    check: 'page cache: public pages shared with everyone, personal pages never',
    value: `public: anonymous ${state(anonymous)}, signed in ${state(signedIn)}; cart page ${state(personal)}, ${String(personal['cache-control'])}`,
    budget: 'public hit and CDN-safe; cart none and private, no-store',
    met:
      state(anonymous) === 'hit' &&
      state(signedIn) === 'hit' &&
      shared(anonymous) &&
      shared(signedIn) &&
      state(personal) === 'none' &&
      personal['cache-control'] === 'private, no-store',
  };
}
