// Add to Cart opens the cart drawer (spec section 4). The product page only announces that it
// should open; the drawer listens for this event wherever it is mounted.

export const OPEN_CART_DRAWER_EVENT = 'shop:open-cart-drawer';

export function openCartDrawer(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CART_DRAWER_EVENT));
}
