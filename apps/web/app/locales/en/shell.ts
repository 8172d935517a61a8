import { SHOP_ADDRESS } from '@shop/shared/constants';

// What every page's frame says at once: header, bottom bar, toasts, the error page. The parts that
// hydrate later fetch their own words with their code: site-footer.ts, site-menus.ts, search-box.ts,
// missing-page.ts.
export default {
  // Screen-reader names of the toasts' region and of each toast's close button.
  toastRegion: 'Notifications (Alt+T)',
  toastClose: 'Close message',
  skipToContent: 'Skip to content',
  menu: 'Menu',
  search: 'Search',
  languageSwitch: 'हिंदी',
  errorTitle: 'Something went wrong',
  errorBody: 'We could not show this page. Please refresh to try again.',
  errorRefresh: 'Refresh Page',
  errorMetaTitle: 'Something went wrong',
  notFoundMetaTitle: 'Page not found',

  // Header and the phone's bottom bar
  accountLoading: 'Account loading',
  login: 'Login',
  cart: 'Cart',
  wishlist: 'Wishlist',
  account: 'Account',
  home: 'Home',
  itemsInCart: 'items in cart',
  itemsInWishlist: 'items in wishlist',
  quickLinksNav: 'Quick links',

  // A link that opens in a new tab (the footer, sharing)
  opensInNewTab: '(opens in a new tab)',
  // A picture that could not be shown (products and orders)
  pictureMissing: 'Image not available',
  // A star rating, for screen readers
  ratedOutOf5: 'Rated {rating} out of 5',

  // Adding to the cart, from any page
  addedToCart: 'Added to cart successfully!',
  addToCartFailed: 'Failed to add item to cart',
  sizeNotAvailable: 'Selected size not available',
  sizeOutOfStock: 'This size is out of stock',
  purchaseFailed: 'Failed to process purchase',

  // Offline
  offline: 'You are currently offline. Some features may be limited.',
  retry: 'Retry',
  checking: 'Checking...',

  // Every page's breadcrumb trail
  breadcrumb: 'Breadcrumb',

  // A product card (home shelves, listings, related products, the not-found page's suggestions)
  cardRated: 'Rated',
  cardOutOf5From: 'out of 5 from',
  cardReviews: '{count, plural, one {# review} other {# reviews}}',
  cardPriceFrom: 'From {price}',
  cardCodAvailable: 'COD available',
  cardOutOfStock: 'Out of Stock',

  // What a cart change says when it fails (the drawer's own words: cart-drawer.ts)
  cartRemoveFailed: 'Failed to remove product from cart',
  cartUpdateFailed: 'Failed to update product quantity',
  cartClearFailed: 'Failed to clear cart',
  couponRemoveFailed: 'Failed to remove coupon',

  // Logging out (the signed-in shopper's menu's own words: account-menu.ts)
  logout: 'Logout',
  logoutConfirm: 'Are you sure you want to logout?',
  logoutCancel: 'Cancel',
  loggingOut: 'Logging out...',
  logoutFailed: 'Could not log out. Please check your connection and try again.',
  loginFirst: 'Please Login First',

  // The shop's address (contact page, store pickup); the shop's name stays as it is
  addressStreet: SHOP_ADDRESS.lines[1],
  addressTown: SHOP_ADDRESS.lines[2],
  addressRegion: `${SHOP_ADDRESS.state} ${SHOP_ADDRESS.pinCode}`,
  addressCountry: SHOP_ADDRESS.country,
};
