import type { Messages } from '@lingui/core';
import { SHOP_NAME } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import type { MetaDescriptor } from 'react-router';
import type { MessageId } from '../../locales/catalogues.server';
import type { Translate } from '../../lib/i18n';
import type { LoaderData } from '../../lib/prefetch';
import type { BreadcrumbStep } from '../../lib/seo';
import type { ListingSource } from './api/get-listing';

/** What makes one listing page: where its products come from, and how it names itself. */
export type ListingPageDefinition = {
  source: ListingSource;
  /** Needed when the page lists several collections or none; a single collection is titled by its own name. */
  title?: MessageId;
  description?: MessageId;
  /** The address search engines should list, when this page repeats another (/featured is /collections/featured). */
  canonicalPath?: string;
};

export type ListingPageData = LoaderData & {
  locale: Locale;
  messages: Messages;
  title: string;
  description: string;
  crumbs: BreadcrumbStep[];
  meta: MetaDescriptor[];
};

/** The trail to a listing, in the page's language (the listing and shell words). */
export function listingCrumbs(t: Translate, title: string, source: ListingSource): BreadcrumbStep[] {
  const home = { name: t('shell.home'), path: '/' };
  if (source.kind === 'all') return [home, { name: t('listing.crumbShop'), path: '/products' }];
  if (source.kind === 'search') return [home, { name: t('listing.crumbSearch'), path: '/search' }];
  return [home, { name: t('listing.crumbCollections'), path: '/collections' }, { name: title, path: '' }];
}

export function listingPageMeta(loaderData: { meta: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  return loaderData?.meta ?? [{ title: `Page not found | ${SHOP_NAME}` }];
}
