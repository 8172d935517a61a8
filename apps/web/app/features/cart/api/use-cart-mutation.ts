import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@shop/shared/contracts/cart';
import { toast } from '../../../lib/toast';
import { cartErrorMessage } from './cart-error-message';
import { CART_QUERY_KEY } from './get-cart';

type CartMutationOptions = {
  /** The spec's message when the server gives no reason of its own. */
  errorMessage: string;
  /** Shown after success; omitted when the change speaks for itself (a quantity). */
  successMessage?: string | ((cart: CartResponse) => string | undefined);
  /** Whether failures are toasted here (the coupon box shows its own). */
  toastErrors?: boolean;
};

/** Every cart operation answers with the whole cart, which replaces the client's copy (spec section 5). */
export function useCartMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<CartResponse>,
  { errorMessage, successMessage, toastErrors = true }: CartMutationOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      const message = typeof successMessage === 'function' ? successMessage(cart) : successMessage;
      if (message) toast.success(message);
      if (cart.couponNotice) toast.info(cart.couponNotice);
    },
    onError: (error) => {
      if (toastErrors) toast.error(cartErrorMessage(error, errorMessage));
    },
  });
}
