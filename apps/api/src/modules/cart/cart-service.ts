import type { ProductSpecifications } from '../../db/schema';
import {
  amountToFreeShippingPaise,
  couponRemovalNotice,
  orderAmounts,
  quantityProblem,
  type OrderAmounts,
} from '@shop/shared/pricing-rules';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import { pictureFiles } from '../../storage/image-storage';
import type { CouponRow } from '../coupons/coupon-repository';
import { appliedMessage, type CouponService } from '../coupons/coupon-service';
import type { CartLineRow, CartRepository, VariantWithProduct } from './cart-repository';

const IMAGE_WIDTH = 320;

/** One line of a cart or buy-now order, priced from the database (paise). */
export type CartLine = {
  productId: string;
  variantId: string;
  slug: string;
  name: string;
  image: string | null;
  imageSrcSet: string | null;
  unitPricePaise: number;
  originalPricePaise: number | null;
  quantity: number;
  size: string;
  stock: number;
  sku: string;
  specifications: ProductSpecifications;
  color: string;
  category: string;
  hsnCode: string;
};

/** The whole cart priced in paise, as every cart call answers it (cart-dto.ts puts it on the wire). */
export type PricedCart = {
  message: string;
  lines: CartLine[];
  amounts: OrderAmounts;
  amountToFreeShippingPaise: number;
  appliedCoupon: { coupon: CouponRow; discountPaise: number } | null;
  couponNotice: string | null;
};

type ProductPart = VariantWithProduct['product'];
type VariantPart = Omit<VariantWithProduct, 'product'>;

function toLine(product: ProductPart, variant: VariantPart, quantity: number): CartLine {
  const cover = product.images[0];
  const files = cover ? pictureFiles(cover.path, cover.widths) : undefined;
  const width = files?.widths.find((w) => w >= IMAGE_WIDTH) ?? files?.widths.at(-1);
  return {
    productId: product.id,
    variantId: variant.id,
    slug: product.slug,
    name: product.name,
    image: files && width ? files.url(width) : null,
    imageSrcSet: files?.srcSet ?? null,
    unitPricePaise: variant.pricePaise,
    originalPricePaise: variant.originalPricePaise,
    quantity,
    size: variant.size,
    stock: variant.stock,
    sku: variant.sku,
    specifications: product.specifications,
    color: product.color,
    category: product.categorySlug,
    hsnCode: product.hsnCode,
  };
}

function throwQuantityProblem(quantity: number, stock: number): void {
  const problem = quantityProblem(quantity, stock);
  if (problem) throw new AppError(problem.code, problem.params);
}

/**
 * The signed-in shopper's cart. Every answer is the whole cart priced from the database, with the
 * applied coupon judged again: a coupon that no longer qualifies is taken off and the shopper told why.
 */
export function cartService({ repository, coupons }: { repository: CartRepository; coupons: CouponService }) {
  function activeLines(rows: CartLineRow[]): CartLine[] {
    // A product the shop has archived drops out of carts with it.
    return rows
      .filter((row) => row.product.status === 'active')
      .map((row) => toLine(row.product, row.variant, row.quantity));
  }

  async function load(userId: string) {
    const cart = await repository.findCart(userId);
    if (!cart) return { cart: undefined, lines: [] as CartLine[] };
    return { cart, lines: activeLines(await repository.listLines(cart.id)) };
  }

  async function view(userId: string, message: string): Promise<PricedCart> {
    const { cart, lines } = await load(userId);
    let discountPaise = 0;
    let appliedCoupon: PricedCart['appliedCoupon'] = null;
    let couponNotice: string | null = null;
    if (cart?.couponCode) {
      const { coupon, verdict } = await coupons.evaluateForLines(cart.couponCode, userId, lines);
      if (verdict.ok && coupon) {
        discountPaise = verdict.discountPaise;
        appliedCoupon = { coupon, discountPaise };
      } else if (!verdict.ok) {
        await repository.dropCoupon(cart.id, cart.couponCode);
        couponNotice = couponRemovalNotice(verdict, coupon);
      }
    }
    const amounts: OrderAmounts = orderAmounts(lines, discountPaise, 'online');
    return {
      message,
      lines,
      amounts,
      amountToFreeShippingPaise: amountToFreeShippingPaise(amounts.subtotalPaise - amounts.discountPaise),
      appliedCoupon,
      couponNotice,
    };
  }

  /** The size the shopper picked, refused with the spec's message when it is not one on sale. */
  async function requireVariant(productId: string, variantId: string): Promise<VariantWithProduct> {
    if (!isUuid(productId)) throw new AppError('INVALID_PRODUCT');
    const found = isUuid(variantId) ? await repository.findVariant(productId, variantId) : undefined;
    if (!found) {
      throw new AppError((await repository.productExists(productId)) ? 'SIZE_NOT_AVAILABLE' : 'INVALID_PRODUCT');
    }
    if (found.product.status !== 'active') throw new AppError('INVALID_PRODUCT');
    return found;
  }

  return {
    view: (userId: string) => view(userId, 'Cart loaded'),

    /** The priced lines of the saved cart, for checkout. */
    async lines(userId: string): Promise<CartLine[]> {
      return (await load(userId)).lines;
    },

    /**
     * One line for buy now; the saved cart is not touched. Its stock is judged by checkout, which
     * first gives back what the shopper's own earlier unpaid attempts hold.
     */
    async buyNowLine(input: { productId: string; variantId: string; quantity: number }): Promise<CartLine> {
      const variant = await requireVariant(input.productId, input.variantId);
      // Judged against the stock now, as adding to the cart is: an absurd quantity must not reach the totals.
      throwQuantityProblem(input.quantity, variant.stock);
      return toLine(variant.product, variant, input.quantity);
    },

    /** Adds the size (or more of it), never beyond its stock. */
    async add(userId: string, input: { id: string; variantId: string; quantity: number }) {
      const variant = await requireVariant(input.id, input.variantId);
      throwQuantityProblem(input.quantity, variant.stock);
      // One transaction: a refused add leaves no cart created or touched behind it.
      await repository.transaction(async (tx) => {
        const cartId = await tx.ensureCart(userId);
        const added = await tx.addQuantity({
          cartId,
          productId: variant.product.id,
          variantId: variant.id,
          quantity: input.quantity,
          stock: variant.stock,
        });
        if (added === undefined) throw new AppError('QUANTITY_TOO_HIGH', { n: variant.stock });
      });
      return view(userId, 'Added to cart successfully!');
    },

    async remove(userId: string, input: { productId: string; variantId: string }) {
      const cart = await repository.findCart(userId);
      if (cart && isUuid(input.productId) && isUuid(input.variantId)) {
        await repository.removeLine(cart.id, input.productId, input.variantId);
      }
      return view(userId, 'Item removed from cart');
    },

    /** Sets a line's quantity (the spec's `count`), from 1 to the size's stock. */
    async updateQuantity(userId: string, input: { productId: string; variantId: string; count: number }) {
      const variant = await requireVariant(input.productId, input.variantId);
      throwQuantityProblem(input.count, variant.stock);
      const cart = await repository.findCart(userId);
      const updated = cart
        ? await repository.setQuantity(cart.id, input.productId, input.variantId, input.count)
        : false;
      if (!updated) throw new AppError('CART_ITEM_NOT_FOUND');
      return view(userId, 'Cart updated');
    },

    async clear(userId: string) {
      const cart = await repository.findCart(userId);
      if (cart) await repository.transaction((tx) => tx.clear(cart.id));
      return view(userId, 'Cart cleared successfully');
    },

    /** Applies the cart's one coupon, replacing any other; refused with the rule's message. */
    async applyCoupon(userId: string, code: string) {
      const { lines } = await load(userId);
      if (lines.length === 0) throw new AppError('CART_EMPTY');
      const { coupon, verdict } = await coupons.evaluateForLines(code, userId, lines);
      if (!verdict.ok) throw new AppError(verdict.reason, verdict.params);
      if (!coupon) throw new AppError('COUPON_INVALID');
      await repository.setCoupon(await repository.ensureCart(userId), coupon.code);
      return view(userId, appliedMessage(coupon.code));
    },

    async removeCoupon(userId: string) {
      const cart = await repository.findCart(userId);
      if (cart) await repository.setCoupon(cart.id, null);
      return view(userId, 'Coupon removed');
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
