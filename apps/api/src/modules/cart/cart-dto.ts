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

/** A complete set's part lines as the set's one line (decision 0152): named by the set's id, at the set's price. */
function toSetItem(parts: CartLine[], locale: Locale): CartItem {
  const set = parts[0]!.set!;
  const hindi = locale === 'hi';
  return {
    id: set.id,
    variantId: set.id,
    setId: set.id,
    slug: set.slug,
    name: hindi ? set.nameHi : set.name,
    image: parts.find((part) => part.image)?.image ?? null,
    imageSrcSet: parts.find((part) => part.image)?.imageSrcSet ?? null,
    price: paiseToRupees(set.pricePaise),
    originalPrice: set.mrpPaise > set.pricePaise ? paiseToRupees(set.mrpPaise) : null,
    quantity: set.quantity,
    selectedSize: [...new Set(parts.map((part) => part.size))].join(', '),
    maxStock: set.stock,
    sku: parts.map((part) => part.sku).join('+'),
    specifications: parts[0]!.specifications,
    color: parts[0]!.color,
    stock: set.stock,
    discount: discountPercent(set.pricePaise, set.mrpPaise),
    lineTotal: paiseToRupees(set.pricePaise * set.quantity),
    category: parts[0]!.category,
    parts: parts.map((part) => ({
      name: (hindi && part.nameHi) || part.name,
      size: part.size,
      quantity: part.quantity / set.quantity,
      slug: part.slug,
    })),
  };
}

/** Lines alone as they are, each set's parts gathered into the set's one line, in the cart's order. */
function cartItems(lines: CartLine[], locale: Locale): CartItem[] {
  const items: CartItem[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (!line.set) items.push(toCartItem(line, locale));
    else if (!seen.has(line.set.id)) {
      seen.add(line.set.id);
      items.push(
        toSetItem(
          lines.filter((part) => part.set?.id === line.set!.id),
          locale,
        ),
      );
    }
  }
  return items;
}

/** The priced cart in the spec's wire shape: paise become rupees, and its words the request's language, here. */
export function toCartResponse(cart: PricedCart, locale: Locale): CartResponse {
  const { amounts } = cart;
  const items = cartItems(cart.lines, locale);
  return {
    success: true,
    message: noticeIn(locale, cart.message),
    cart: items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
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
