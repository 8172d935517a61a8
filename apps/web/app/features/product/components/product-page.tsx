import type { Product } from '@shop/shared/contracts/catalogue';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { hydrateLater } from '../../../lib/hydrate-later';
import { withWords } from '../../../lib/with-words';
import { useT } from '../../../lib/i18n';
import { relatedProductsQuery } from '../api/get-related-products';
import type { PinCheckStart } from '../pin-check-start';
import type { ProductParent } from '../product-seo';
import { ProductTitle } from './product-title';
import { PurchasePanel } from './purchase-panel';

// Every part but the purchase panel hydrates on its own (lib/hydrate-later.tsx): the gallery's
// pictures and the buttons beside the title are the server's HTML until their code and their words
// (`productDetails`, lib/words-on-demand.ts) come.
const ProductGallery = hydrateLater(() =>
  withWords(import('./product-gallery'), 'productDetails').then((module) => module.ProductGallery),
);
const WishlistToggle = hydrateLater(() =>
  withWords(import('../../wishlist/components/wishlist-toggle'), 'productDetails').then(
    (module) => module.WishlistToggle,
  ),
);
const ShareButton = hydrateLater(() =>
  withWords(import('./share-button'), 'productDetails').then((module) => module.ShareButton),
);
// The details and the after-purchase notes are two parts of one module, with the same words.
const productInformation = () => withWords(import('./product-information'), 'productDetails', 'delivery');
const ProductInformation = hydrateLater(() => productInformation().then((module) => module.ProductInformation));
const AfterPurchase = hydrateLater(() => productInformation().then((module) => module.AfterPurchase));
// Text, and the delivery promises with the PIN check (each a part of its own inside): the server's
// HTML until their code comes.
const ProductAbout = hydrateLater(() => import('./product-description').then((module) => module.ProductAbout));
const DeliveryTrust = hydrateLater(() => import('./delivery-trust').then((module) => module.DeliveryTrust));
// Drawn from data the page sends in its HTML only (the route's loader): fetched as it hydrates.
const RelatedProducts = hydrateLater(
  () => withWords(import('./related-products'), 'productDetails').then((module) => module.RelatedProducts),
  ({ slug }) => [relatedProductsQuery(slug)],
);

/**
 * `reviews`: the buyers' reviews, and `sets`: the complete sets holding this product ("Complete the
 * shringar", below the buying buttons), which the route composes (features of their own);
 * `pinCheck`: a PIN the delivery check's form sent without a script.
 */
export function ProductPage({
  product,
  parent,
  reviews,
  sets,
  pinCheck = null,
}: {
  product: Product;
  parent: ProductParent | null;
  reviews?: ReactNode;
  sets?: ReactNode;
  pinCheck?: PinCheckStart | null;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-3 md:py-6">
      <Breadcrumb
        items={[
          { label: t('shell.home'), to: '/' },
          ...(parent ? [{ label: parent.name, to: parent.path }] : []),
          { label: product.name },
        ]}
      />
      <article className="grid gap-4 md:grid-cols-2 md:gap-8">
        <ProductGallery images={product.imageSet} name={product.name} />
        <div className="flex flex-col gap-3 md:gap-5">
          <ProductTitle
            product={product}
            actions={
              <>
                <ShareButton product={product} />
                <WishlistToggle product={product} className="border border-cream-200" />
              </>
            }
          />
          <PurchasePanel product={product} />
          {sets}
          <AfterPurchase product={product} />
          <ProductAbout product={product} />
          <DeliveryTrust pinCheck={pinCheck} />
        </div>
      </article>
      <div className="mt-12">
        <ProductInformation product={product} />
      </div>
      {reviews}
      <RelatedProducts slug={product.slug} />
    </div>
  );
}
