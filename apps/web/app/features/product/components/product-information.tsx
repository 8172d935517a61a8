import type { Product } from '@shop/shared/contracts/catalogue';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/part-icons';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { useT } from '../../../lib/i18n';
import { additionalDetailRows, specificationRows } from '../specification-rows';
import { SpecificationsTable } from './specifications-table';

// The offers come in this part's chunk, hydrated on their own (product-page.tsx): a chunk of their
// own would add its name to the page's first scripts, which have no bytes to spare.
import { ProductOffers } from './product-offers';
import { NotifyMeForm } from '../../stock-alerts/components/notify-me-form';

/**
 * Under the buying buttons: "Notify me" for the sold-out sizes (a plain form the server draws,
 * posted without a script), then the offers. In this part's chunk for the same reason.
 */
export function AfterPurchase({ product }: { product: Product }) {
  return (
    <>
      <NotifyMeForm product={product} />
      <ProductOffers product={product} />
    </>
  );
}

/**
 * Specifications, highlights, features and the collapsible Additional Details. Below the first
 * screen, so laid out and painted only as it comes near (`content-visibility: auto`, decision 25).
 */
export function ProductInformation({ product }: { product: Product }) {
  const t = useT();
  const shippingCharge = useDeliveryWords().standardFee();
  const listLang = (field: 'highlights' | 'features') => (product.untranslated?.includes(field) ? 'en' : undefined);
  return (
    <div className="grid gap-8 [content-visibility:auto] [contain-intrinsic-size:auto_900px] lg:grid-cols-2 lg:[contain-intrinsic-size:auto_460px]">
      <section aria-labelledby="specifications-heading">
        <h2 id="specifications-heading" className="mb-3 font-display text-2xl text-maroon-800">
          {t('productDetails.specifications')}
        </h2>
        <SpecificationsTable
          rows={specificationRows(product, t, shippingCharge)}
          caption={t('productDetails.specificationsOf', { name: product.name })}
        />
      </section>

      <section aria-labelledby="information-heading">
        <h2 id="information-heading" className="mb-3 font-display text-2xl text-maroon-800">
          {t('productDetails.information')}
        </h2>
        {product.highlights.length > 0 ? (
          <>
            <h3 className="font-semibold text-ink-900">{t('productDetails.highlights')}</h3>
            <ul lang={listLang('highlights')} className="mt-1 mb-4 list-disc space-y-1 pl-5 text-ink-700">
              {product.highlights.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        {product.features.length > 0 ? (
          <>
            <h3 className="font-semibold text-ink-900">{t('productDetails.features')}</h3>
            <ul lang={listLang('features')} className="mt-1 mb-4 list-disc space-y-1 pl-5 text-ink-700">
              {product.features.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        <AdditionalDetails product={product} />
      </section>
    </div>
  );
}

/**
 * The disclosure pattern (a button with aria-expanded controlling a region), written out: a
 * library accordion for one section cost every product page about 7 kB of JavaScript.
 */
function AdditionalDetails({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const t = useT();
  return (
    <div className="rounded-xl border border-cream-200 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="group flex w-full items-center justify-between px-4 py-3 font-semibold text-ink-900 hover:bg-cream-100"
        >
          {t('productDetails.additionalDetails')}
          <ChevronDownIcon
            width={18}
            height={18}
            className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={id}
        role="region"
        aria-label={t('productDetails.additionalDetails')}
        hidden={!open}
        className="px-4 pb-3"
      >
        {open ? (
          <SpecificationsTable
            rows={additionalDetailRows(product, t)}
            caption={t('productDetails.additionalDetails')}
          />
        ) : null}
      </div>
    </div>
  );
}
