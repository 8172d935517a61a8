// Add to Cart opens the cart drawer (spec section 4). The product page only announces that it
// should open; the drawer listens for this event wherever it is mounted.

export const OPEN_CART_DRAWER_EVENT = 'shop:open-cart-drawer';

/** What the drawer says at its top as it opens ("Added to cart successfully!"), if anything. */
export type OpenCartDrawerDetail = { notice?: string };

export function openCartDrawer(detail: OpenCartDrawerDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenCartDrawerDetail>(OPEN_CART_DRAWER_EVENT, { detail }));
}

/** The notice an open-drawer event carries. */
export function drawerNoticeOf(event: Event): string | undefined {
  return (event as CustomEvent<OpenCartDrawerDetail | null>).detail?.notice;
}
