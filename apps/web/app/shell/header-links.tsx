import { MobileBottomBar } from '../components/layout/mobile-bottom-bar';
import { useCartCount } from '../features/cart/api/get-cart';
import { useWishlistCount } from '../features/wishlist/use-wishlist-count';

// The header's and the phone bar's links to the wishlist, the cart and the account: links drawn in
// full by the server, whose badges and account menu need the session, which comes after the page
// hydrated. One module, so that their code (the counts, the guest wishlist) comes in one file when
// hydration reaches them (site-header.tsx, app-shell.tsx).
export { HeaderAccount } from '../features/account/components/header-account';
export { HeaderCartLink } from '../features/cart/components/header-cart-link';
export { HeaderWishlistLink } from '../features/wishlist/components/header-wishlist-link';

/**
 * The phone's bar with the shopper's counts. They change with the session and the cart; reading
 * them here, not in `AppShell`, keeps those changes from re-rendering the whole page around the bar.
 */
export function MobileBottomBarWithCounts() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  return <MobileBottomBar cartCount={cartCount} wishlistCount={wishlistCount} />;
}
