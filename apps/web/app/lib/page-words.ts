import { pageMeta } from './meta';

/** A page's title and description in its language, as its loader put them (page-words.server.ts). */
export type PageWords = { words: { title: string; description: string } };

/** The meta of a page in its language; account, cart, checkout and order pages are not listed by search engines. */
export function wordsMeta(loaderData: PageWords | undefined, { noIndex = true }: { noIndex?: boolean } = {}) {
  return pageMeta({ title: loaderData?.words.title ?? '', description: loaderData?.words.description ?? '', noIndex });
}
