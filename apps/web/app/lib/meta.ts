import { SHOP_NAME } from '@shop/shared/constants';
import type { MetaDescriptor } from 'react-router';

type PageMeta = {
  title: string;
  description: string;
  /** Account, cart and checkout pages are personal: search engines should not list them. */
  noIndex?: boolean;
};

/** The one shape of every page's <title>, description and link-preview tags. */
export function pageMeta({ title, description, noIndex = false }: PageMeta): MetaDescriptor[] {
  const fullTitle = `${title} | ${SHOP_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SHOP_NAME },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
