import { stockStatus } from '@shop/shared/catalogue-rules';
import type { Product } from '@shop/shared/contracts/catalogue';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { hydrateLater } from '../../../lib/hydrate-later';
import { useLocalePath, useT, type Translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { importWhenOnline } from '../../../lib/import-when-online';
import type { PurchasePlace } from '../purchase-actions';
import { changeQuantity, chooseSize, purchaseStateFor, selectedVariant } from '../purchase-state';
import { priceDisplay } from '../price-display';
import { ProductPrice } from './product-price';
import { QuantityStepper } from './quantity-stepper';
import { SizePicker } from './size-picker';

const ADDED_LABEL_MS = 2000;

// What the buying buttons do (the cart's and the session's code among it) comes after the page
// hydrated: fetched then, or at the press that comes first, which waits for it.
const purchaseActions = () => importWhenOnline(() => import('../purchase-actions'));

// Its code comes after the page starts: it is only needed once the shopper scrolls past the buttons.
const StickyBuyBar = lazy(() => import('./sticky-buy-bar').then((module) => ({ default: module.StickyBuyBar })));
// A sale's name and end are plain text: its code (and the date formatting) hydrates on its own.
const SaleNotice = hydrateLater(() => import('./sale-notice').then((module) => module.SaleNotice));
// The shopper's saved idols ("My Thakur Ji") are read after the page has painted.
const IdolFit = lazy(() => import('../../idols/components/idol-fit').then((module) => ({ default: module.IdolFit })));

function availabilityClass(stock: number) {
  if (stock <= 0) return 'text-red-800';
  return stock > 10 ? 'text-leaf-600' : 'text-saffron-700';
}

/** What the page says of a size's stock: in stock, a few left, sold out. */
function availability(stock: number, t: Translate): string {
  const status = stockStatus(stock);
  if (status === 'out_of_stock') return t('product.outOfStock');
  return status === 'low_stock' ? t('product.lowStock', { count: stock }) : t('product.inStock');
}

/** Price, size, quantity, availability and the two buying buttons of the product page. */
export function PurchasePanel({ product }: { product: Product }) {
  const hintId = useId();
  // A card listed under a size filter opens the page at that size (`?size=3`), on the server too.
  const [searchParams] = useSearchParams();
  const [state, setState] = useState(() => purchaseStateFor(product.variants, searchParams.get('size')));
  const [added, setAdded] = useState(false);
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState(false);
  const addedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const sizesRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const localePath = useLocalePath();
  const place: PurchasePlace = { navigate, here: `${location.pathname}${location.search}`, t };

  useEffect(() => {
    void purchaseActions();
    return () => clearTimeout(addedTimer.current);
  }, []);

  // A saved idol's size is chosen when the shopper has chosen none and the address asks for none.
  const sizeAsked = searchParams.get('size');
  const onIdolFits = useCallback(
    (size: string) => {
      if (sizeAsked !== null) return;
      setState((current) => (current.size === null ? chooseSize(current, product.variants, size) : current));
    },
    [sizeAsked, product.variants],
  );

  const variant = selectedVariant(state, product.variants);
  const canBuy = variant !== undefined && variant.stock > 0;
  const pricesDiffer = new Set(product.variants.map((v) => v.price)).size > 1;
  const hint = !product.inStock
    ? t('product.productOutOfStock')
    : variant === undefined
      ? t('product.selectSizeFirst')
      : null;

  /** The chosen size when it can be bought; otherwise the shopper is told why not. */
  const buyableVariant = () => {
    if (variant && variant.stock > 0) return variant;
    toast.error(variant ? t('shell.sizeOutOfStock') : t('product.selectSizeFirst'));
    return null;
  };

  // A guest's press fills their guest cart; an ended session is sent to log in (addToCartNow).
  const onAddToCart = async () => {
    const chosen = buyableVariant();
    if (!chosen) return;
    setAdding(true);
    try {
      const added = await (await purchaseActions()).addToCartFromPage(product, chosen, state.quantity, place);
      setAdded(added);
      clearTimeout(addedTimer.current);
      if (added) addedTimer.current = setTimeout(() => setAdded(false), ADDED_LABEL_MS);
    } catch {
      toast.error(t('shell.addToCartFailed'));
    } finally {
      setAdding(false);
    }
  };

  const onBuyNow = async () => {
    const chosen = buyableVariant();
    if (!chosen) return;
    setBuying(true);
    try {
      await (await purchaseActions()).buyNow(product, chosen, state.quantity, localePath('/checkout'), place);
    } catch {
      toast.error(t('shell.purchaseFailed'));
    } finally {
      setBuying(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 md:gap-5">
      {product.campaign ? <SaleNotice campaign={product.campaign} /> : null}
      <ProductPrice
        price={variant?.price ?? product.price}
        originalPrice={variant ? variant.originalPrice : product.originalPrice}
        from={!variant && pricesDiffer}
        cod={product.codAvailable}
      />

      {product.variants.length > 0 ? (
        <div ref={sizesRef}>
          <SizePicker
            variants={product.variants}
            selected={state.size}
            onSelect={(size) => setState((current) => chooseSize(current, product.variants, size))}
          />
          {hydrated ? (
            <Suspense fallback={null}>
              <IdolFit variants={product.variants} onFits={onIdolFits} />
            </Suspense>
          ) : null}
        </div>
      ) : (
        <p className="text-ink-700">{t('product.noSizes')}</p>
      )}

      <p aria-live="polite" className="min-h-6 font-semibold">
        {variant ? (
          <span className={availabilityClass(variant.stock)}>{availability(variant.stock, t)}</span>
        ) : !product.inStock ? (
          <span className={availabilityClass(0)}>{t('product.outOfStock')}</span>
        ) : null}
      </p>

      {variant ? (
        <QuantityStepper
          quantity={state.quantity}
          max={variant.stock}
          onChange={(next) => setState((current) => changeQuantity(current, variant, next))}
        />
      ) : null}

      <p role="alert" className="min-h-5 text-sm font-semibold text-red-800">
        {state.notice ? t(state.notice.id, state.notice.values) : null}
      </p>

      <div ref={buttonsRef} className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => void onAddToCart()}
          disabled={!canBuy || adding}
          aria-describedby={hint ? hintId : undefined}
          className="flex-1 rounded-full border-2 border-maroon-700 bg-white px-6 py-3 font-bold text-maroon-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:border-cream-200 disabled:bg-cream-100 disabled:text-ink-500"
        >
          {adding ? t('product.adding') : added ? t('product.added') : t('product.addToCart')}
        </button>
        <button
          type="button"
          onClick={() => void onBuyNow()}
          disabled={!canBuy || buying}
          aria-describedby={hint ? hintId : undefined}
          className="flex-1 rounded-full bg-maroon-700 px-6 py-3 font-bold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:bg-cream-200 disabled:text-ink-500"
        >
          {t('product.buyNow')}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="-mt-2 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {hydrated && product.inStock ? (
        <Suspense>
          <StickyBuyBar
            buttons={buttonsRef}
            sizes={sizesRef}
            price={priceDisplay(variant?.price ?? product.price, null).price}
            from={!variant && pricesDiffer}
            sizeChosen={variant !== undefined}
            canBuy={canBuy}
            onAddToCart={() => void onAddToCart()}
            onBuyNow={() => void onBuyNow()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
