import { FREE_SHIPPING_THRESHOLD_PAISE } from '@shop/shared/constants';
import type { CartItem, CartResponse } from '@shop/shared/contracts/cart';
import { noticeIn } from '@shop/shared/errors/localized';
import { localizeLineName } from '@shop/shared/catalogue-locale';
import type { Locale } from '@shop/shared/locale';
import { discountPercent, paiseToRupees } from '@shop/shared/money';
import { toAppliedCoupon } from '../coupons/coupon-dto';
import type { CartLine, PricedCart } from './cart-service';

/** A cart line in the request's language: the product's Hindi name on a Hindi answer, where it has one. */
function toCartItem(line: CartLine, locale: Locale): CartItem {
  const item: CartItem = {
    id: line.productId,
    variantId: line.variantId,
    slug: line.slug,
    name: line.name,
    image: line.image,
    imageSrcSet: line.imageSrcSet,
    price: paiseToRupees(line.unitPricePaise),
    originalPrice: line.originalPricePaise === null ? null : paiseToRupees(line.originalPricePaise),
    quantity: line.quantity,
    selectedSize: line.size,
    maxStock: line.stock,
    sku: line.sku,
    specifications: line.specifications,
    color: line.color,
    stock: line.stock,
    discount: discountPercent(line.unitPricePaise, line.originalPricePaise),
    lineTotal: paiseToRupees(line.unitPricePaise * line.quantity),
    category: line.category,
  };
  return localizeLineName(item, line.nameHi, locale);
}

/** The priced cart in the spec's wire shape: paise become rupees, and its words the request's language, here. */
export function toCartResponse(cart: PricedCart, locale: Locale): CartResponse {
  const { amounts } = cart;
  return {
    success: true,
    message: noticeIn(locale, cart.message),
    cart: cart.lines.map((line) => toCartItem(line, locale)),
    itemCount: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: paiseToRupees(amounts.subtotalPaise),
    discount: paiseToRupees(amounts.discountPaise),
    shipping: paiseToRupees(amounts.shippingPaise),
    total: paiseToRupees(amounts.totalPaise),
    freeShippingThreshold: paiseToRupees(FREE_SHIPPING_THRESHOLD_PAISE),
    amountToFreeShipping: paiseToRupees(cart.amountToFreeShippingPaise),
    appliedCoupon: cart.appliedCoupon && toAppliedCoupon(cart.appliedCoupon.coupon, cart.appliedCoupon.discountPaise),
    couponNotice: cart.couponNotice && noticeIn(locale, cart.couponNotice),
  };
}
