import type { Product } from '@shop/shared/contracts/catalogue';
import { englishFallback, useT } from '../../../lib/i18n';
import { isDescriptionHtml } from '../description-text';

const FORMATTED =
  'leading-relaxed text-ink-700 [&_a]:font-semibold [&_a]:text-maroon-700 [&_a]:underline [&_h3]:mt-3 [&_h3]:font-semibold [&_h3]:text-ink-900 [&_h4]:mt-2 [&_h4]:font-semibold [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-2 [&_strong]:text-ink-900 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * The product's description. One written in the admin is HTML that the API sanitised when it was
 * stored (only p, br, strong, em, lists, h3, h4 and http(s)/mailto links survive), so it is
 * rendered as HTML; an older plain-text description is shown as text. `lang` marks English shown
 * on a Hindi page.
 */
function ProductDescription({ description, lang }: { description: string; lang?: 'en' }) {
  if (!isDescriptionHtml(description))
    return (
      <p lang={lang} className="leading-relaxed text-ink-700">
        {description}
      </p>
    );
  return <div lang={lang} className={FORMATTED} dangerouslySetInnerHTML={{ __html: description }} />;
}

/** The description and the key features under the buying buttons. */
export function ProductAbout({ product }: { product: Product }) {
  const t = useT();
  return (
    <>
      <ProductDescription description={product.description} {...englishFallback(product, 'description')} />
      {product.shortFeatures.length > 0 ? (
        <ul
          {...englishFallback(product, 'shortFeatures')}
          className="grid gap-1 text-sm text-ink-900 sm:grid-cols-2"
          aria-label={t('product.keyFeatures')}
        >
          {product.shortFeatures.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-gold-500">
                ✦
              </span>
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
