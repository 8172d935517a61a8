import { useMutation, useQueryClient } from '../../../lib/query';
import type { CartResponse } from '@shop/shared/contracts/cart';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { MessageId } from '../../../locales/catalogues.server';
import { cartErrorMessage } from './cart-error-message';
import { CART_QUERY_KEY } from './get-cart';

type CartMutationOptions = {
  /** The spec's message, in the page's words, toasted when the server gives no reason of its own; without it nothing is toasted (the coupon box shows its own). */
  failed?: MessageId;
  /** Toasts what the server says was done, in the page's language; omitted when the change speaks for itself (a quantity). */
  announce?: boolean;
};

/** Every cart operation answers with the whole cart, which replaces the client's copy (spec section 5). */
export function useCartMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<CartResponse>,
  { failed, announce = false }: CartMutationOptions,
) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn,
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      if (announce) toast.success(cart.message);
      if (cart.couponNotice) toast.info(cart.couponNotice);
    },
    onError: (error) => {
      if (failed) toast.error(cartErrorMessage(error, t(failed)));
    },
  });
}
