import { queryClient, useMutation, type QueryClient } from '../../../lib/query';
import type { AddToCartRequest, CartResponse } from '@shop/shared/contracts/cart';
import type { Product, Variant } from '@shop/shared/contracts/catalogue';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useT, type Translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { isSessionEnded } from '../../auth/session-events';
import { useAskToLogIn } from '../../auth/use-ask-to-log-in';
import { openCartDrawer } from '../cart-drawer-events';
import { addToCartErrorMessage } from './cart-error-message';
import { CART_QUERY_KEY } from './get-cart';

/** What the cart is told about the product: a catalogue product or a wishlist entry. */
export type CartProduct = { _id: string; slug: string; name: string; sku: string; color: string; image: string | null };

export type AddToCartInput = { product: CartProduct; variant: Variant; quantity: number };

/**
 * An add to cart refused because the session ended while the page was open (a guest's add fills
 * their guest cart instead), kept through login (features/auth/pending-action.ts) and replayed after it.
 */
export type AddToCartAction = {
  type: 'add-to-cart';
  productId: string;
  variantId: string;
  size: string;
  quantity: number;
  slug: string;
};

export function cartProductOf({ _id, slug, name, sku, color, images }: Product): CartProduct {
  return { _id, slug, name, sku, color, image: images[0] ?? null };
}

/**
 * The spec's cart item (section 3) for one size of a product. The server reads only id, variantId
 * and quantity and prices the cart from the database; the rest is descriptive, never trusted.
 */
function cartItemRequest({ product, variant, quantity }: AddToCartInput): AddToCartRequest {
  return {
    id: product._id,
    variantId: variant._id,
    quantity,
    selectedSize: variant.size,
    slug: product.slug,
    name: product.name,
    image: product.image,
    price: variant.price,
    originalPrice: variant.originalPrice,
    discount: variant.discount,
    sku: product.sku,
    color: product.color,
    stock: variant.stock,
    maxStock: variant.stock,
  };
}

/**
 * POST /api/v1/user/add-to-cart: answers with the whole cart, which replaces the client's copy.
 * A guest's call fills their guest cart (its cookie comes with the answer); only a shopper whose
 * session ended meanwhile is answered 401, which the caller turns into a login.
 */
export function addToCart(request: AddToCartRequest, api: ApiClient = browserApi) {
  return api<CartResponse>('/user/add-to-cart', { method: 'POST', body: request, guestHandled: true });
}

type AskToLogIn = (action: AddToCartAction) => Promise<unknown>;

/** An add to cart answered: the cart's new copy, and the drawer opens saying so at its top. */
export function cartAdded(client: QueryClient, cart: CartResponse, t: Translate) {
  client.setQueryData(CART_QUERY_KEY, cart);
  openCartDrawer({ notice: t('shell.addedToCart') });
}

/**
 * An add to cart refused: the shopper is told why, or, when their session ended while the page was
 * open, sent to log in, with the add kept to replay after they have.
 */
export async function addToCartFailed(
  error: unknown,
  { product, variant, quantity }: AddToCartInput,
  t: Translate,
  askToLogIn: AskToLogIn,
) {
  if (!isSessionEnded(error)) {
    toast.error(addToCartErrorMessage(error, t('shell.addToCartFailed')));
    return;
  }
  await askToLogIn({
    type: 'add-to-cart',
    productId: product._id,
    variantId: variant._id,
    size: variant.size,
    quantity,
    slug: product.slug,
  });
}

/** One add to cart, outside a component (the product page's button, whose code comes later). */
export async function addToCartNow(input: AddToCartInput, t: Translate, askToLogIn: AskToLogIn): Promise<boolean> {
  try {
    cartAdded(await queryClient(), await addToCart(cartItemRequest(input)), t);
    return true;
  } catch (error) {
    await addToCartFailed(error, input, t, askToLogIn);
    return false;
  }
}

/**
 * Add to Cart wherever it is pressed (product page, wishlist, the replay after login): the cart
 * drawer opens and says so at its top, for a guest as for a signed-in shopper. A 401 (the session
 * ended while the page was open) sends them to log in, and the add is replayed once they have
 * (shell/use-pending-action-replay.ts).
 */
export function useAddToCart() {
  const askToLogIn = useAskToLogIn();
  const t = useT();
  return useMutation({
    mutationFn: (input: AddToCartInput) => addToCart(cartItemRequest(input)),
    onSuccess: (cart, _input, _result, { client }) => cartAdded(client, cart, t),
    onError: (error, input) => addToCartFailed(error, input, t, askToLogIn),
  });
}
