import type { Translate } from '../../lib/i18n';
import { pageMessages, serverT } from '../../lib/i18n.server';
import { originLoader } from '../../lib/seo';

/** The content pages' own namespaces: each has a `title` and a `metaDescription`. */
type ContentNamespace =
  'about' | 'blog' | 'contact' | 'faq' | 'privacyPolicy' | 'returnPolicy' | 'shippingPolicy' | 'termsConditions';

/**
 * What a content page's loader returns: its address and language, its words (the shared `content`
 * namespace and its own) and its title and description in the page's language for `meta`.
 */
export function contentPageData(
  request: Request,
  namespace: ContentNamespace,
  /** The values the description fills in, worked out with the page's words when they need some. */
  descriptionValues?: (t: Translate) => Record<string, unknown>,
) {
  const t = serverT(request, namespace);
  return {
    ...originLoader({ request }),
    ...pageMessages(request, 'content', namespace),
    seo: { title: t(`${namespace}.title`), description: t(`${namespace}.metaDescription`, descriptionValues?.(t)) },
  };
}
