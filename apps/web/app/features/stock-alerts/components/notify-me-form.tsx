import type { Product } from '@shop/shared/contracts/catalogue';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useLocalePath, useT } from '../../../lib/i18n';
import { primaryButtonClass } from '../../account/components/form-field';

const fieldClass = 'w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900';

/**
 * "Notify me" for the product's sold-out sizes: a plain form the server renders, posted to
 * /notify-me (a page action), so it works before the page's script arrives or without it. The
 * product page loads its code after first paint, in the part under the buying buttons (product-information.tsx): it adds nothing to the first scripts.
 */
export function NotifyMeForm({ product }: { product: Product }) {
  const t = useT();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const id = useId();
  const soldOut = product.variants.filter((variant) => variant.stock <= 0);
  if (soldOut.length === 0) return null;
  const asked = soldOut.find((variant) => variant.size === searchParams.get('size'));
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-cream-200 bg-cream-50 p-4">
      <h2 id={`${id}-title`} className="font-bold text-ink-900">
        {t('stockAlerts.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('stockAlerts.intro')}</p>
      <form
        method="post"
        action={localePath('/notify-me')}
        className="mt-3 flex flex-col gap-3"
        data-testid="notify-me"
      >
        <input type="hidden" name="productId" value={product._id} />
        <input type="hidden" name="slug" value={product.slug} />
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-900">
          {t('stockAlerts.size')}
          <select name="variantId" defaultValue={asked?._id ?? soldOut[0]!._id} className={fieldClass}>
            {soldOut.map((variant) => (
              <option key={variant._id} value={variant._id}>
                {variant.size}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-900">
          {t('stockAlerts.contact')}
          <input
            name="contact"
            type="text"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            aria-describedby={`${id}-hint`}
            className={fieldClass}
          />
        </label>
        <p id={`${id}-hint`} className="-mt-2 text-xs text-ink-700">
          {t('stockAlerts.contactHint')}
        </p>
        <button type="submit" className={primaryButtonClass}>
          {t('stockAlerts.notifyMe')}
        </button>
      </form>
    </section>
  );
}
