import { availabilityText } from '@shop/shared/catalogue-rules';
import type { Product } from '@shop/shared/contracts/catalogue';
import { CATALOGUE_ERRORS } from '@shop/shared/errors/catalogue';
import { messageOf } from '@shop/shared/errors/entry';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { sessionQuery } from '../../auth/api/get-session';
import { loginUrl, savePendingAction } from '../../auth/pending-action';
import { useAddToCart, type AddToCartItem } from '../../cart/api/add-to-cart';
import { openCartDrawer } from '../../cart/cart-drawer-events';
import { changeQuantity, chooseSize, initialPurchaseState, selectedVariant } from '../purchase-state';
import { ProductPrice } from './product-price';
import { QuantityStepper } from './quantity-stepper';
import { SizePicker } from './size-picker';

const ADDED_LABEL_MS = 2000;

type AddStatus = 'idle' | 'adding' | 'added';

/** Refusals whose own wording helps the shopper; anything else reads as the spec's generic failure. */
const SPECIFIC_CART_ERRORS = new Set(['SIZE_OUT_OF_STOCK', 'QUANTITY_TOO_HIGH', 'SIZE_NOT_AVAILABLE', 'INVALID_SIZE']);

function availabilityClass(stock: number) {
  if (stock <= 0) return 'text-red-800';
  return stock > 10 ? 'text-leaf-600' : 'text-saffron-700';
}

/** Price, size, quantity, availability and the two buying buttons of the product page. */
export function PurchasePanel({ product }: { product: Product }) {
  const hintId = useId();
  const [state, setState] = useState(initialPurchaseState);
  const [addStatus, setAddStatus] = useState<AddStatus>('idle');
  const [buying, setBuying] = useState(false);
  const addedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();

  useEffect(() => () => clearTimeout(addedTimer.current), []);

  const variant = selectedVariant(state, product.variants);
  const canBuy = variant !== undefined && variant.stock > 0;
  const pricesDiffer = new Set(product.variants.map((v) => v.price)).size > 1;
  const hint = !product.inStock
    ? 'This product is out of stock'
    : variant === undefined
      ? 'Please select a size first'
      : null;

  /** True for a signed-in shopper; a guest is sent to log in and comes back to finish the action. */
  const ensureSignedIn = async (type: 'add-to-cart' | 'buy-now'): Promise<boolean> => {
    if (!variant) return false;
    // Asked afresh at every press: a login in another tab must count, a stale "guest" must not.
    const user = await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 });
    if (user) return true;
    savePendingAction({
      type,
      productId: product._id,
      variantId: variant._id,
      size: variant.size,
      quantity: state.quantity,
      slug: product.slug,
    });
    await navigate(loginUrl(`${location.pathname}${location.search}`));
    return false;
  };

  const cartItem = (): AddToCartItem | null =>
    variant
      ? {
          id: product._id,
          variantId: variant._id,
          quantity: state.quantity,
          selectedSize: variant.size,
          slug: product.slug,
          name: product.name,
          image: product.images[0] ?? null,
          price: variant.price,
          originalPrice: variant.originalPrice,
          discount: variant.discount,
          sku: product.sku,
          color: product.color,
          stock: variant.stock,
          maxStock: variant.stock,
        }
      : null;

  const onAddToCart = async () => {
    if (!canBuy) {
      toast.error(variant ? messageOf(CATALOGUE_ERRORS, 'SIZE_OUT_OF_STOCK') : 'Please select a size first');
      return;
    }
    setAddStatus('adding');
    try {
      if (!(await ensureSignedIn('add-to-cart'))) return;
      const item = cartItem();
      if (!item) return;
      await addToCart.mutateAsync(item);
      setAddStatus('added');
      toast.success('Added to cart successfully!');
      openCartDrawer();
      clearTimeout(addedTimer.current);
      addedTimer.current = setTimeout(() => setAddStatus('idle'), ADDED_LABEL_MS);
    } catch (error) {
      setAddStatus('idle');
      const specific = error instanceof ApiError && SPECIFIC_CART_ERRORS.has(error.code);
      toast.error(specific ? error.message : 'Failed to add item to cart');
    } finally {
      setAddStatus((status) => (status === 'adding' ? 'idle' : status));
    }
  };

  const onBuyNow = async () => {
    if (!canBuy) {
      toast.error(variant ? messageOf(CATALOGUE_ERRORS, 'SIZE_OUT_OF_STOCK') : 'Please select a size first');
      return;
    }
    setBuying(true);
    try {
      if (!(await ensureSignedIn('buy-now'))) return;
      const item = cartItem();
      if (!item) return;
      // Checkout prices the item again from the database; this only says what to buy.
      await navigate('/checkout', {
        state: {
          buyNow: {
            id: item.id,
            variantId: item.variantId,
            quantity: item.quantity,
            selectedSize: item.selectedSize,
            slug: item.slug,
            name: item.name,
            image: item.image,
            price: item.price,
            originalPrice: item.originalPrice,
          },
        },
      });
    } catch {
      toast.error('Failed to process purchase');
    } finally {
      setBuying(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <ProductPrice
        price={variant?.price ?? product.price}
        originalPrice={variant ? variant.originalPrice : product.originalPrice}
        from={!variant && pricesDiffer}
      />

      {product.variants.length > 0 ? (
        <SizePicker
          variants={product.variants}
          selected={state.size}
          onSelect={(size) => setState((current) => chooseSize(current, product.variants, size))}
        />
      ) : (
        <p className="text-ink-700">Size information not available</p>
      )}

      <p aria-live="polite" className="min-h-6 font-semibold">
        {variant ? (
          <span className={availabilityClass(variant.stock)}>{availabilityText(variant.stock)}</span>
        ) : !product.inStock ? (
          <span className={availabilityClass(0)}>Out of Stock</span>
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
        {state.notice}
      </p>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => void onAddToCart()}
          disabled={!canBuy || addStatus === 'adding'}
          aria-describedby={hint ? hintId : undefined}
          className="flex-1 rounded-full border-2 border-maroon-700 bg-white px-6 py-3 font-bold text-maroon-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:border-cream-200 disabled:bg-cream-100 disabled:text-ink-500"
        >
          {addStatus === 'adding' ? 'Adding...' : addStatus === 'added' ? 'Added to Cart!' : 'Add to Cart'}
        </button>
        <button
          type="button"
          onClick={() => void onBuyNow()}
          disabled={!canBuy || buying}
          aria-describedby={hint ? hintId : undefined}
          className="flex-1 rounded-full bg-maroon-700 px-6 py-3 font-bold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:bg-cream-200 disabled:text-ink-500"
        >
          Buy Now
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="-mt-2 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
