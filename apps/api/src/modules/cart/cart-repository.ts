import { and, asc, eq, gt, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { cartItems, cartSetItems, carts, productImages, products, variants } from '../../db/schema';

const productColumns = {
  id: true,
  slug: true,
  name: true,
  nameHi: true,
  status: true,
  color: true,
  specifications: true,
  categorySlug: true,
  hsnCode: true,
} as const;

const lineWith = {
  product: {
    columns: productColumns,
    with: {
      images: {
        columns: { path: true, widths: true, alt: true },
        orderBy: asc(productImages.position),
        limit: 1,
      },
    },
  },
  variant: true,
} as const;

/** Whose cart: a signed-in shopper's, or a guest's by the hash of their anonymous cookie. */
export type CartOwner = { userId: string } | { guestKey: string };

/** A guest's cart untouched this long is gone (and swept): the cookie lasts as long. */
export const GUEST_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function ownedBy(owner: CartOwner, at = new Date()): SQL | undefined {
  if ('userId' in owner) return eq(carts.userId, owner.userId);
  return and(eq(carts.guestKey, owner.guestKey), gt(carts.updatedAt, new Date(at.getTime() - GUEST_CART_TTL_MS)));
}

function cartQueries(db: Db) {
  /** A change to the cart's lines: it was touched now (a guest's stays alive, a reminder waits again). */
  const touch = async (cartId: string) => {
    await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  };
  return {
    async findCart(owner: CartOwner): Promise<{ id: string; couponCode: string | null } | undefined> {
      const [row] = await db
        .select({ id: carts.id, couponCode: carts.couponCode })
        .from(carts)
        .where(ownedBy(owner))
        .limit(1);
      return row;
    },

    /** The owner's cart id, creating the cart on first use (one per owner); each use keeps a guest's alive. */
    async ensureCart(owner: CartOwner): Promise<string> {
      const target = 'userId' in owner ? carts.userId : carts.guestKey;
      const [row] = await db
        .insert(carts)
        .values({ ...owner, updatedAt: new Date() })
        .onConflictDoUpdate({ target, set: { updatedAt: new Date() } })
        .returning({ id: carts.id });
      if (!row) throw new Error('cart upsert returned no row');
      return row.id;
    },

    /** Units of active products in a guest's cart, as the cart's own itemCount counts them. */
    async guestSummary(guestKey: string): Promise<{ cartCount: number; coupon: string | null }> {
      const [row] = await db
        .select({
          coupon: carts.couponCode,
          // Written with the table name: drizzle leaves columns unqualified in a one-table select.
          cartCount: sql<number>`(coalesce((select sum(i.quantity) from cart_items i
            join products p on p.id = i.product_id
            where i.cart_id = carts.id and p.status = 'active'), 0)
            + coalesce((select sum(s.quantity) from cart_set_items s
            join product_sets ps on ps.id = s.set_id
            where s.cart_id = carts.id and ps.status = 'active'), 0))::int`,
        })
        .from(carts)
        .where(ownedBy({ guestKey }))
        .limit(1);
      return row ?? { cartCount: 0, coupon: null };
    },

    /** Puts a line at `quantity`, creating it or replacing what it held. */
    async putQuantity(input: { cartId: string; productId: string; variantId: string; quantity: number }) {
      await db
        .insert(cartItems)
        .values(input)
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId],
          set: { quantity: sql`excluded.quantity` },
        });
    },

    async deleteCart(cartId: string): Promise<void> {
      await db.delete(carts).where(eq(carts.id, cartId));
    },

    /** Guests' carts untouched since `before`, deleted with their lines; answers how many. */
    async deleteGuestCartsBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(carts)
        .where(and(isNotNull(carts.guestKey), lt(carts.updatedAt, before)))
        .returning({ id: carts.id });
      return rows.length;
    },

    /** The cart's lines with their product and size as they are now, oldest first. */
    async listLines(cartId: string) {
      return db.query.cartItems.findMany({
        where: eq(cartItems.cartId, cartId),
        with: lineWith,
        orderBy: [asc(cartItems.createdAt), asc(cartItems.id)],
      });
    },

    /** A size of a product, with the product, or undefined when the pair does not exist. */
    async findVariant(productId: string, variantId: string) {
      return db.query.variants.findFirst({
        where: and(eq(variants.id, variantId), eq(variants.productId, productId)),
        with: { product: { columns: productColumns, with: lineWith.product.with } },
      });
    },

    async productExists(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Adds `quantity` to the line (creating it), provided the new quantity stays within `stock`.
     * One statement, so two quick taps cannot both pass a check made before either wrote.
     * Returns the new quantity, or undefined when it would exceed the stock.
     */
    async addQuantity(input: {
      cartId: string;
      productId: string;
      variantId: string;
      quantity: number;
      stock: number;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(cartItems)
        .values({
          cartId: input.cartId,
          productId: input.productId,
          variantId: input.variantId,
          quantity: input.quantity,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${input.stock}`,
        })
        .returning({ quantity: cartItems.quantity });
      return row?.quantity;
    },

    async currentQuantity(cartId: string, variantId: string): Promise<number> {
      const [row] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)))
        .limit(1);
      return row?.quantity ?? 0;
    },

    /** True when the line existed and now holds `quantity`. */
    async setQuantity(cartId: string, productId: string, variantId: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity })
        .where(
          and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId), eq(cartItems.variantId, variantId)),
        )
        .returning({ id: cartItems.id });
      if (rows.length > 0) await touch(cartId);
      return rows.length > 0;
    },

    async removeLine(cartId: string, productId: string, variantId: string): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(
          and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId), eq(cartItems.variantId, variantId)),
        )
        .returning({ id: cartItems.id });
      if (rows.length > 0) await touch(cartId);
      return rows.length > 0;
    },

    /** The cart's complete sets (decision 0152), one line each, oldest first. */
    async listSetLines(cartId: string): Promise<{ setId: string; quantity: number }[]> {
      return db
        .select({ setId: cartSetItems.setId, quantity: cartSetItems.quantity })
        .from(cartSetItems)
        .where(eq(cartSetItems.cartId, cartId))
        .orderBy(asc(cartSetItems.createdAt), asc(cartSetItems.setId));
    },

    /** Adds `quantity` sets to the line (creating it) while the new quantity stays within `stock`, in one statement. */
    async addSetQuantity(input: {
      cartId: string;
      setId: string;
      quantity: number;
      stock: number;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(cartSetItems)
        .values({ cartId: input.cartId, setId: input.setId, quantity: input.quantity })
        .onConflictDoUpdate({
          target: [cartSetItems.cartId, cartSetItems.setId],
          set: { quantity: sql`${cartSetItems.quantity} + excluded.quantity` },
          setWhere: sql`${cartSetItems.quantity} + excluded.quantity <= ${input.stock}`,
        })
        .returning({ quantity: cartSetItems.quantity });
      return row?.quantity;
    },

    /** Puts a set's line at `quantity`, creating it or replacing what it held. */
    async putSetQuantity(input: { cartId: string; setId: string; quantity: number }) {
      await db
        .insert(cartSetItems)
        .values(input)
        .onConflictDoUpdate({
          target: [cartSetItems.cartId, cartSetItems.setId],
          set: { quantity: sql`excluded.quantity` },
        });
    },

    /** True when the set's line existed and now holds `quantity`. */
    async setSetQuantity(cartId: string, setId: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartSetItems)
        .set({ quantity })
        .where(and(eq(cartSetItems.cartId, cartId), eq(cartSetItems.setId, setId)))
        .returning({ setId: cartSetItems.setId });
      return rows.length > 0;
    },

    async removeSetLine(cartId: string, setId: string): Promise<boolean> {
      const rows = await db
        .delete(cartSetItems)
        .where(and(eq(cartSetItems.cartId, cartId), eq(cartSetItems.setId, setId)))
        .returning({ setId: cartSetItems.setId });
      return rows.length > 0;
    },

    /** Empties the cart and takes its coupon off. */
    async clear(cartId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
      await db.delete(cartSetItems).where(eq(cartSetItems.cartId, cartId));
      await db.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
    },

    async setCoupon(cartId: string, code: string | null): Promise<void> {
      await db.update(carts).set({ couponCode: code, updatedAt: new Date() }).where(eq(carts.id, cartId));
    },

    /** Takes `code` off the cart unless someone already replaced it with another code. */
    async dropCoupon(cartId: string, code: string): Promise<void> {
      await db
        .update(carts)
        .set({ couponCode: null, updatedAt: new Date() })
        .where(and(eq(carts.id, cartId), eq(carts.couponCode, code)));
    },
  };
}

type CartQueries = ReturnType<typeof cartQueries>;

export function cartRepository(db: Db) {
  return {
    ...cartQueries(db),
    transaction: transactional(db, cartQueries),
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
export type CartLineRow = Awaited<ReturnType<CartQueries['listLines']>>[number];
export type VariantWithProduct = NonNullable<Awaited<ReturnType<CartQueries['findVariant']>>>;
