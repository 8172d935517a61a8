import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import type { ReactNode } from 'react';
import { LocaleLink, useT } from '../../../lib/i18n';
import { richText, type RichTags } from '../../../lib/rich-text';
import type { MessageId } from '../../../locales/catalogues.server';
import { telHref } from '../shop-details';

/** The marks the content pages' messages use: bold words and the shop's links, in the page's language. */
const CONTENT_TAGS: RichTags = {
  b: (text) => <strong>{text}</strong>,
  orders: (text) => <LocaleLink to="/dashboard/orders">{text}</LocaleLink>,
  shipping: (text) => <LocaleLink to="/shipping-policy">{text}</LocaleLink>,
  returns: (text) => <LocaleLink to="/return-policy">{text}</LocaleLink>,
  privacy: (text) => <LocaleLink to="/privacy-policy">{text}</LocaleLink>,
  call: (text) => <a href={telHref(SUPPORT_PHONE)}>{text}</a>,
  email: (text) => <a href={`mailto:${SUPPORT_EMAIL}`}>{text}</a>,
};

/** `text('returnPolicy.howSignIn')`: a content page's message with its bold words and links drawn. */
export function useContentText(): (id: MessageId, values?: Record<string, unknown>) => ReactNode {
  const t = useT();
  return (id, values) => richText(t(id, values), CONTENT_TAGS);
}
