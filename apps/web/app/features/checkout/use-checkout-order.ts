import { rupeesToPaise, paiseToRupees } from '@shop/shared/money';
import { orderAmounts, type PaymentTerms } from '@shop/shared/pricing-rules';
import type { ShippingMethod } from '@shop/shared/constants';
import { useQuery } from '../../lib/query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useCart } from '../cart/api/get-cart';
import { productQuery } from '../catalogue/api/get-product';
import type { AppliedCouponView } from '../coupons/components/coupon-box';
import { validateCoupon } from '../coupons/api/validate-coupon';

/** What the product page's Buy Now hands to checkout in `location.state.buyNow`. */
type BuyNowState = {
  id: string;
  variantId: string;
  quantity: number;
  selectedSize: string;
  slug: string;
  name: string;
  image: string | null;
  price: number;
  originalPrice: number | null;
};

export type CheckoutLine = {
  key: string;
  name: string;
  size: string;
  quantity: number;
  price: number;
  image: string | null;
  /** ['name'] when the name is shown in English on a Hindi page. */
  untranslated?: string[];
};

function readBuyNow(state: unknown): BuyNowState | null {
  const candidate = (state as { buyNow?: BuyNowState } | null)?.buyNow;
  return candidate && typeof candidate.id === 'string' && typeof candidate.variantId === 'string' ? candidate : null;
}

/**
 * What is being bought: the one Buy Now item (priced from the catalogue API, never from the
 * page state) or the saved cart. Amounts are the server's; only the delivery fee of a method
 * other than standard, and what the chosen way of paying adds or takes off (`terms`, from
 * GET /payment/options), are worked out with the shared rule the server charges by.
 */
export function useCheckoutOrder(shippingMethod: ShippingMethod, terms: PaymentTerms) {
  const location = useLocation();
  const buyNow = readBuyNow(location.state);
  const cart = useCart();
  const product = useQuery({ ...productQuery(buyNow?.slug ?? ''), enabled: buyNow !== null });
  const [buyNowCoupon, setBuyNowCoupon] = useState<AppliedCouponView | null>(null);

  if (buyNow) {
    const variant = product.data?.data.variants.find((v) => v._id === buyNow.variantId);
    const subtotal = variant ? paiseToRupees(rupeesToPaise(variant.price) * buyNow.quantity) : 0;
    const lines: CheckoutLine[] = variant
      ? [
          {
            key: buyNow.variantId,
            name: product.data?.data.name ?? buyNow.name,
            size: variant.size,
            quantity: buyNow.quantity,
            price: variant.price,
            image: buyNow.image,
          },
        ]
      : [];
    const discount = buyNowCoupon ? Math.min(buyNowCoupon.discount, subtotal) : 0;
    return {
      mode: 'buyNow' as const,
      buyNow,
      isPending: product.isPending,
      isError: product.isError || (product.isSuccess && !variant),
      lines,
      amounts: withShipping(subtotal, discount, shippingMethod, terms, buyNowCoupon?.code ?? null),
      coupon: {
        applied: buyNowCoupon,
        apply: async (code: string) => {
          try {
            const verdict = await validateCoupon({ code, cartAmount: subtotal });
            if (!verdict.valid || !verdict.coupon) throw new Error(verdict.message);
            const applied = { code: verdict.coupon.code, discount: verdict.discount };
            setBuyNowCoupon(applied);
            return applied;
          } catch (error) {
            throw new Error(
              error instanceof ApiError || error instanceof Error ? error.message : 'Invalid coupon code',
            );
          }
        },
        remove: () => setBuyNowCoupon(null),
      },
      refetch: () => void product.refetch(),
    };
  }

  const data = cart.data;
  return {
    mode: 'cart' as const,
    buyNow: null,
    isPending: cart.isPending,
    isError: cart.isError,
    lines: (data?.cart ?? []).map<CheckoutLine>((item) => ({
      key: item.variantId,
      name: item.name,
      size: item.selectedSize,
      quantity: item.quantity,
      price: item.price,
      image: item.image,
      untranslated: item.untranslated,
    })),
    amounts: withShipping(
      data?.subtotal ?? 0,
      data?.discount ?? 0,
      shippingMethod,
      terms,
      data?.appliedCoupon?.code ?? null,
    ),
    cart: data,
    coupon: null,
    refetch: () => void cart.refetch(),
  };
}

function withShipping(
  subtotal: number,
  discount: number,
  method: ShippingMethod,
  terms: PaymentTerms,
  couponCode: string | null,
) {
  // The goods as one line of the server's subtotal: the rule needs only the sum.
  const lines = subtotal > 0 ? [{ unitPricePaise: rupeesToPaise(subtotal), quantity: 1 }] : [];
  const amounts = orderAmounts(lines, rupeesToPaise(discount), method, terms);
  return {
    subtotal,
    discount,
    prepaidDiscount: paiseToRupees(amounts.prepaidDiscountPaise),
    shipping: paiseToRupees(amounts.shippingPaise),
    codFee: paiseToRupees(amounts.codFeePaise),
    total: paiseToRupees(amounts.totalPaise),
    couponCode,
  };
}
