import { BUDGETS, type Verdict } from './budgets';
import { measureLoad, responseSize, type LoadResult, type LoadSettings, type LoadTarget } from './load';
import { log } from './log';

export type Catalogue = { productSlug: string; collectionSlug: string; listingPath: string; searchPath: string };

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
  return { productSlug, collectionSlug: 'laddu-gopal', listingPath, searchPath };
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

export function pageTargets(base: string, c: Catalogue): LoadTarget[] {
  return [
    { group: 'pages', name: 'home', url: `${base}/`, budget: BUDGETS.pages },
    { group: 'pages', name: 'collection', url: `${base}/collections/${c.collectionSlug}`, budget: BUDGETS.pages },
    { group: 'pages', name: 'product', url: `${base}/products/${c.productSlug}`, budget: BUDGETS.pages },
    // For the record, not judged: a visitor with a cookie always gets a page rendered for them alone.
    {
      group: 'pages',
      name: 'product, with a cookie (rendered per request)',
      url: `${base}/products/${c.productSlug}`,
      headers: { cookie: 'bench=1' },
    },
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
 * The page cache may only ever serve visitors without cookies: an anonymous request is a hit,
 * one with any cookie or an Authorization header is rendered for it alone.
 */
export async function pageCacheRules(url: string): Promise<Verdict> {
  const state = async (headers: Record<string, string>) =>
    String((await responseSize(url, headers)).headers['x-page-cache'] ?? 'none');
  await state({}); // fills the cache if it has expired since the pages were measured
  const anonymous = await state({});
  const withCookie = await state({ cookie: 'accessToken=someone' });
  const withAuthorization = await state({ authorization: 'Bearer someone' });
  return {
    check: 'anonymous page cache: shared only without cookies',
    value: `anonymous ${anonymous}, cookie ${withCookie}, authorization ${withAuthorization}`,
    budget: 'anonymous hit; others none',
    met: anonymous === 'hit' && withCookie === 'none' && withAuthorization === 'none',
  };
}
