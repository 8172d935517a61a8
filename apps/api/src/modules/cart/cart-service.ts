import type { ProductSpecifications } from '../../db/schema';
import {
  amountToFreeShippingPaise,
  couponRemovalNotice,
  orderAmounts,
  quantityProblem,
  type OrderAmounts,
} from '@shop/shared/pricing-rules';
import { isUuid } from '@shop/shared/uuid';
import type { Locale } from '@shop/shared/locale';
import type { Notice } from '@shop/shared/success-messages';
import { AppError } from '../../app-error';
import { pictureFiles } from '../../storage/image-storage';
import type { CampaignService, LineCampaign } from '../campaigns/campaign-service';
import type { CouponRow } from '../coupons/coupon-repository';
import type { CouponService } from '../coupons/coupon-service';
import type { PricedSet, SetService } from '../sets/set-service';
import {
  GUEST_CART_TTL_MS,
  type CartLineRow,
  type CartOwner,
  type CartRepository,
  type VariantWithProduct,
} from './cart-repository';
import { mergeCarts, mergeNotice } from './cart-merge-rules';

const IMAGE_WIDTH = 320;

/** One line of a cart or buy-now order, priced from the database (paise). */
export type CartLine = {
  productId: string;
  variantId: string;
  slug: string;
  name: string;
  /** The product's Hindi name (null: none), which an order placed from the cart keeps. */
  nameHi: string | null;
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
  /** The festival sale pricing it (decision 0145): its price is then the sale price, the original the MRP. */
  campaign: LineCampaign | null;
  /**
   * A part of a complete set in the cart (decision 0152): the line is the part's units in all the
   * sets, priced at its share of the set's price; no festival sale prices it.
   */
  set: CartSet | null;
};

/** The set a part's line belongs to, as it stands now. */
export type CartSet = {
  id: string;
  slug: string;
  name: string;
  nameHi: string;
  /** Sets in the cart. */
  quantity: number;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
};

/**
 * The whole cart priced in paise, as every cart call answers it (cart-dto.ts puts it on the wire,
 * its message and notice in the request's language).
 */
export type PricedCart = {
  message: Notice;
  lines: CartLine[];
  amounts: OrderAmounts;
  amountToFreeShippingPaise: number;
  appliedCoupon: { coupon: CouponRow; discountPaise: number } | null;
  couponNotice: Notice | null;
};

type ProductPart = VariantWithProduct['product'];
type VariantPart = Omit<VariantWithProduct, 'product'>;

/** A line's picture: its product's cover at the cart's width, and every width it is stored in. */
function linePicture(cover: { path: string; widths: number[] } | null | undefined) {
  const files = cover ? pictureFiles(cover.path, cover.widths) : undefined;
  const width = files?.widths.find((w) => w >= IMAGE_WIDTH) ?? files?.widths.at(-1);
  return { image: files && width ? files.url(width) : null, imageSrcSet: files?.srcSet ?? null };
}

function toLine(product: ProductPart, variant: VariantPart, quantity: number): CartLine {
  return {
    productId: product.id,
    variantId: variant.id,
    slug: product.slug,
    name: product.name,
    nameHi: product.nameHi?.trim() || null,
    ...linePicture(product.images[0]),
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
    campaign: null,
    set: null,
  };
}

/** A set's line as the lines of its parts, each at its share of the set's price. */
function setLines(set: PricedSet, quantity: number): CartLine[] {
  const ref: CartSet = {
    id: set.row.id,
    slug: set.row.slug,
    name: set.row.name,
    nameHi: set.row.nameHi,
    quantity,
    pricePaise: set.pricePaise,
    mrpPaise: set.mrpPaise,
    stock: set.stock,
  };
  return set.parts.map((part): CartLine => ({
    productId: part.productId,
    variantId: part.variantId,
    slug: part.slug,
    name: part.name,
    nameHi: part.nameHi?.trim() || null,
    ...linePicture(part.image),
    unitPricePaise: part.unitSharePaise,
    originalPricePaise: part.originalPricePaise ?? part.pricePaise,
    quantity: part.quantity * quantity,
    size: part.size,
    stock: part.stock,
    sku: part.sku,
    specifications: part.specifications,
    color: part.color,
    category: part.categorySlug,
    hsnCode: part.hsnCode,
    campaign: null,
    set: ref,
  }));
}

function throwQuantityProblem(quantity: number, stock: number): void {
  const problem = quantityProblem(quantity, stock);
  if (problem) throw new AppError(problem.code, problem.params);
}

/** The coupon rules' shopper: a guest has no redemptions or orders of their own yet. */
function couponUser(owner: CartOwner): string | null {
  return 'userId' in owner ? owner.userId : null;
}

/**
 * A shopper's or a guest's cart, under the same rules. Every answer is the whole cart priced from the database, with the
 * applied coupon judged again: a coupon that no longer qualifies is taken off and the shopper told why.
 */
export function cartService({
  repository,
  coupons,
  campaigns,
  sets,
  now = () => new Date(),
}: {
  repository: CartRepository;
  coupons: CouponService;
  /** Complete sets, priced from their parts as they are now. */
  sets: Pick<SetService, 'forCart'>;
  /** Festival sales price the lines (coupons then apply to the sale total). */
  campaigns: Pick<CampaignService, 'priceLines'>;
  now?: () => Date;
}) {
  /** The lines at the prices of now: a line a festival sale covers at its sale price. */
  async function onSaleNow(lines: CartLine[]): Promise<CartLine[]> {
    if (lines.length === 0) return lines;
    const priced = await campaigns.priceLines(
      lines.map((line) => ({
        productId: line.productId,
        pricePaise: line.unitPricePaise,
        originalPricePaise: line.originalPricePaise,
      })),
      now(),
    );
    return lines.map((line, i) => {
      const { pricePaise, originalPricePaise, campaign } = priced[i]!;
      return { ...line, unitPricePaise: pricePaise, originalPricePaise, campaign };
    });
  }

  function activeLines(rows: CartLineRow[]): Promise<CartLine[]> {
    // A product the shop has archived drops out of carts with it.
    return onSaleNow(
      rows
        .filter((row) => row.product.status === 'active')
        .map((row) => toLine(row.product, row.variant, row.quantity)),
    );
  }

  /** The cart's sets as their parts' lines; a hidden set, or one with a part no longer on sale, drops out. */
  async function activeSetLines(cartId: string): Promise<CartLine[]> {
    const rows = await repository.listSetLines(cartId);
    if (rows.length === 0) return [];
    const found = await sets.forCart(rows.map((row) => row.setId));
    return rows.flatMap((row) => {
      const set = found.get(row.setId);
      return set ? setLines(set, row.quantity) : [];
    });
  }

  async function load(owner: CartOwner) {
    const cart = await repository.findCart(owner);
    if (!cart) return { cart: undefined, lines: [] as CartLine[] };
    const [alone, inSets] = await Promise.all([
      activeLines(await repository.listLines(cart.id)),
      activeSetLines(cart.id),
    ]);
    return { cart, lines: [...alone, ...inSets] };
  }

  /** The set on sale, refused with the shopper's words when it is not. */
  async function requireSet(setId: string): Promise<PricedSet> {
    const set = (await sets.forCart([setId])).get(setId);
    if (!set) throw new AppError('INVALID_SET');
    return set;
  }

  function throwSetQuantityProblem(quantity: number, stock: number): void {
    if (stock <= 0) throw new AppError('SET_OUT_OF_STOCK');
    throwQuantityProblem(quantity, stock);
  }

  async function view(owner: CartOwner, message: Notice): Promise<PricedCart> {
    const { cart, lines } = await load(owner);
    let discountPaise = 0;
    let appliedCoupon: PricedCart['appliedCoupon'] = null;
    let couponNotice: Notice | null = null;
    if (cart?.couponCode) {
      const { coupon, verdict } = await coupons.evaluateForLines(cart.couponCode, couponUser(owner), lines);
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
    view: (owner: CartOwner) => view(owner, { code: 'CART_LOADED' }),

    /** The active coupons judged on this cart: what each saves on it, or how much more it needs. */
    async couponOffers(owner: CartOwner, locale: Locale) {
      return coupons.list(couponUser(owner), (await load(owner)).lines, locale);
    },

    /** The priced lines of the saved cart, for checkout. */
    async lines(userId: string): Promise<CartLine[]> {
      return (await load({ userId })).lines;
    },

    /**
     * One line for buy now; the saved cart is not touched. Its stock is judged by checkout, which
     * first gives back what the shopper's own earlier unpaid attempts hold.
     */
    async buyNowLine(input: { productId: string; variantId: string; quantity: number }): Promise<CartLine> {
      const variant = await requireVariant(input.productId, input.variantId);
      // Judged against the stock now, as adding to the cart is: an absurd quantity must not reach the totals.
      throwQuantityProblem(input.quantity, variant.stock);
      const [line] = await onSaleNow([toLine(variant.product, variant, input.quantity)]);
      return line!;
    },

    /** Adds the size (or more of it), never beyond its stock. */
    async add(owner: CartOwner, input: { id: string; variantId: string; quantity: number }) {
      const variant = await requireVariant(input.id, input.variantId);
      throwQuantityProblem(input.quantity, variant.stock);
      // One transaction: a refused add leaves no cart created or touched behind it.
      await repository.transaction(async (tx) => {
        const cartId = await tx.ensureCart(owner);
        const added = await tx.addQuantity({
          cartId,
          productId: variant.product.id,
          variantId: variant.id,
          quantity: input.quantity,
          stock: variant.stock,
        });
        if (added === undefined) throw new AppError('QUANTITY_TOO_HIGH', { n: variant.stock });
      });
      return view(owner, { code: 'CART_ADDED' });
    },

    /** Adds a complete set (or more of it), never beyond what its parts' stock allows. */
    async addSet(owner: CartOwner, input: { setId: string; quantity: number }) {
      const set = await requireSet(input.setId);
      throwSetQuantityProblem(input.quantity, set.stock);
      await repository.transaction(async (tx) => {
        const cartId = await tx.ensureCart(owner);
        const added = await tx.addSetQuantity({
          cartId,
          setId: set.row.id,
          quantity: input.quantity,
          stock: set.stock,
        });
        if (added === undefined) throw new AppError('QUANTITY_TOO_HIGH', { n: set.stock });
      });
      return view(owner, { code: 'CART_ADDED' });
    },

    async remove(owner: CartOwner, input: { productId: string; variantId: string }) {
      const cart = await repository.findCart(owner);
      if (cart && isUuid(input.productId) && isUuid(input.variantId)) {
        // A set's line is named by its id twice (cart-dto.ts).
        if (input.productId === input.variantId) await repository.removeSetLine(cart.id, input.productId);
        else await repository.removeLine(cart.id, input.productId, input.variantId);
      }
      return view(owner, { code: 'CART_ITEM_REMOVED' });
    },

    /** Sets a line's quantity (the spec's `count`), from 1 to the size's stock. */
    async updateQuantity(owner: CartOwner, input: { productId: string; variantId: string; count: number }) {
      if (input.productId === input.variantId && isUuid(input.productId)) {
        const set = await requireSet(input.productId);
        throwSetQuantityProblem(input.count, set.stock);
        const cart = await repository.findCart(owner);
        const updated = cart ? await repository.setSetQuantity(cart.id, set.row.id, input.count) : false;
        if (!updated) throw new AppError('CART_ITEM_NOT_FOUND');
        return view(owner, { code: 'CART_UPDATED' });
      }
      const variant = await requireVariant(input.productId, input.variantId);
      throwQuantityProblem(input.count, variant.stock);
      const cart = await repository.findCart(owner);
      const updated = cart
        ? await repository.setQuantity(cart.id, input.productId, input.variantId, input.count)
        : false;
      if (!updated) throw new AppError('CART_ITEM_NOT_FOUND');
      return view(owner, { code: 'CART_UPDATED' });
    },

    async clear(owner: CartOwner) {
      const cart = await repository.findCart(owner);
      if (cart) await repository.transaction((tx) => tx.clear(cart.id));
      return view(owner, { code: 'CART_CLEARED' });
    },

    /** Applies the cart's one coupon, replacing any other; refused with the rule's message. */
    async applyCoupon(owner: CartOwner, code: string) {
      const { lines } = await load(owner);
      if (lines.length === 0) throw new AppError('CART_EMPTY');
      const { coupon, verdict } = await coupons.evaluateForLines(code, couponUser(owner), lines);
      if (!verdict.ok) throw new AppError(verdict.reason, verdict.params);
      if (!coupon) throw new AppError('COUPON_INVALID');
      await repository.setCoupon(await repository.ensureCart(owner), coupon.code);
      return view(owner, { code: 'COUPON_APPLIED', params: { code: coupon.code } });
    },

    async removeCoupon(owner: CartOwner) {
      const cart = await repository.findCart(owner);
      if (cart) await repository.setCoupon(cart.id, null);
      return view(owner, { code: 'COUPON_REMOVED' });
    },

    /**
     * At sign-in: the guest's cart joins the account's (quantities capped by stock, the account's
     * coupon kept, else the guest's) and is deleted. Answers what to tell the shopper, or null.
     */
    async mergeGuestCart(guestKey: string, userId: string): Promise<Notice | null> {
      const guest = await repository.findCart({ guestKey });
      if (!guest) return null;
      const guestLines = await activeLines(await repository.listLines(guest.id));
      const guestSets = await repository.listSetLines(guest.id);
      const setStock = await sets.forCart(guestSets.map((line) => line.setId));
      return repository.transaction(async (tx) => {
        const account = await tx.findCart({ userId });
        const accountLines = account ? await tx.listLines(account.id) : [];
        const merge = mergeCarts(
          accountLines.map((row) => ({ productId: row.productId, variantId: row.variantId, quantity: row.quantity })),
          guestLines,
        );
        if (merge.lines.length > 0 || guest.couponCode) {
          const cartId = account?.id ?? (await tx.ensureCart({ userId }));
          for (const line of merge.lines) await tx.putQuantity({ cartId, ...line });
          if (guest.couponCode && !account?.couponCode) await tx.setCoupon(cartId, guest.couponCode);
        }
        // The guest's sets join too, each capped by what its parts allow now.
        const accountSets = account ? await tx.listSetLines(account.id) : [];
        for (const line of guestSets) {
          const stock = setStock.get(line.setId)?.stock ?? 0;
          if (stock <= 0) continue;
          const held = accountSets.find((mine) => mine.setId === line.setId)?.quantity ?? 0;
          const cartId = await tx.ensureCart({ userId });
          await tx.putSetQuantity({ cartId, setId: line.setId, quantity: Math.min(held + line.quantity, stock) });
        }
        await tx.deleteCart(guest.id);
        return mergeNotice(merge);
      });
    },

    /** A guest's cart count and coupon, for the header (me/summary). */
    guestSummary: (guestKey: string) => repository.guestSummary(guestKey),

    /** Deletes guests' carts untouched for their lifetime; answers how many went. */
    sweepGuestCarts: (at: Date = new Date()) =>
      repository.deleteGuestCartsBefore(new Date(at.getTime() - GUEST_CART_TTL_MS)),
  };
}

export type CartService = ReturnType<typeof cartService>;
