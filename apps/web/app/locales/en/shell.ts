import { SHOP_ADDRESS } from '@shop/shared/constants';

// What every page's frame says: header, footer, menus, the bottom bar, error and missing pages.
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
  // A cart line and the amounts, in the cart drawer, the cart page and checkout.
  cartLineLabel: '{name}, size {size}',
  cartLineSize: 'Size: {size}',
  cartLineOff: '{percent}% off',
  cartLineRemove: 'Remove',
  cartLineRemoveLabel: 'Remove {label}',
  cartLineOnlyLeft: 'Only {count} available in this size',
  cartLineDecrease: 'Decrease quantity of {label}',
  cartLineIncrease: 'Increase quantity of {label}',
  cartLineQuantity: 'Quantity {count}',
  amountSubtotal: 'Subtotal',
  amountDiscount: 'Discount',
  amountShipping: 'Shipping',
  amountPrepaidDiscount: 'Saved by paying online',
  amountCodFee: 'Cash-on-delivery fee',
  amountFree: 'Free',
  amountTotal: 'Total',

  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for has moved or never existed.',
  notFoundHome: 'Go to Home',
  notFoundBrowse: 'Browse Collections',
  missingSearch: 'Search the shop for “{query}”',
  missingSimilar: 'You May Like These',

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
  mainNav: 'Main',
  mobileNav: 'Mobile',
  about: 'About Us',
  contact: 'Contact',
  trackOrder: 'Track Order',

  // The menus' groups and the collections in them
  groupDeity: 'Buy For',
  groupAccessory: 'Accessories',
  groupCollection: 'Collections',
  'collection:laddu-gopal': 'Laddu Gopal',
  'collection:radha-rani': 'Radha Rani',
  'collection:mata-rani': 'Mata Rani',
  'collection:radha-krishna': 'Radha Krishna',
  'collection:jhula': 'Jhula',
  'collection:singhasan': 'Singhasan',
  'collection:mukut': 'Mukut',
  'collection:pagdi': 'Pagdi',
  'collection:jewellery': 'Jewellery',
  'collection:accessories': 'All Accessories',
  'collection:bestsellers': 'Best Sellers',
  'collection:new-arrivals': 'New Arrivals',
  'collection:featured': 'Featured',
  'collection:festival': 'Festival',
  'collection:summer': 'Summer',
  'collection:winter': 'Winter',
  'collection:daily-wear': 'Daily Wear',
  'collection:heavy-dress': 'Heavy Dress',
  'collection:designerdress': 'Designer Dress',
  'collection:embroidery': 'Embroidery',
  'collection:combo-dresses': 'Combo Dresses',
  'collection:mukut-pagdi': 'Mukut & Pagdi',
  'collection:jhula-singhasan': 'Jhula & Singhasan',

  // Footer
  footerAbout:
    'Handmade poshak, mukut, jhula and shringar for Laddu Gopal, Radha Rani and Mata Rani, stitched with care and delivered to homes across India.',
  followUs: 'Follow us',
  opensInNewTab: '(opens in a new tab)',
  // A picture that could not be shown (products and orders)
  pictureMissing: 'Image not available',
  // A star rating, for screen readers
  ratedOutOf5: 'Rated {rating} out of 5',
  quickLinks: 'Quick Links',
  shop: 'Shop',
  newArrivals: 'New Arrivals',
  customerService: 'Customer Service',
  shippingPolicy: 'Shipping Policy',
  returnPolicy: 'Return Policy',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  faq: 'FAQ',
  needHelp: 'Need Help?',
  callUs: 'Call us:',
  chatOnWhatsApp: 'Chat with us on WhatsApp',
  paymentMethods: 'Payment methods we accept',
  paymentCod: 'Cash on Delivery',
  rights: '© {year} {shop}. All rights reserved.',

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

  // The search box and its suggestions
  siteSearch: 'Site search',
  searchProducts: 'Search products',
  searchTitle: 'Type a word to search for',
  searchPlaceholder: 'Search dresses, mukut, jhula…',
  searchSuggestions: 'Suggestions',
  searchSuggestionsLabel: 'Search suggestions',
  searchRecent: 'Recent searches',
  searchTrending: 'Trending searches',
  searchCollection: 'Collection',
  searchFailed: 'Search failed',
  searchNone: 'No suggestions for “{typed}”. Press Enter to search.',
  searchClear: 'Clear recent searches',
  newsletterLabel: 'Subscribe to our newsletter',
  newsletterHint: 'Festival collections, new arrivals and care tips, once or twice a month.',
  newsletterPlaceholder: 'you@example.com',
  newsletterSubscribe: 'Subscribe',
  newsletterSubscribing: 'Subscribing...',
  newsletterThanks: 'Thank you for subscribing to our newsletter!',
  newsletterFailed: 'Failed to subscribe. Please try again later.',
  newsletterEmailBlank: 'Please enter your email address',
  newsletterEmailInvalid: 'Please enter a valid email address',

  // Popular searches (TRENDING_SEARCHES), as the search box and the search page offer them
  'trending:Krishna Dress': 'Krishna Dress',
  'trending:Laddu Gopal': 'Laddu Gopal',
  'trending:Flute': 'Flute',
  'trending:Festival Collection': 'Festival Collection',
  'trending:Peacock Feather': 'Peacock Feather',

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

  // Floating over every page
  chat: 'Chat',
  chatOnWhatsAppNewTab: 'Chat with us on WhatsApp (opens in a new tab)',
  chatText: 'Namaste! I have a question about your shop.',
  backToTop: 'Back to top',

  // The shop's address (contact page, store pickup); the shop's name stays as it is
  addressStreet: SHOP_ADDRESS.lines[1],
  addressTown: SHOP_ADDRESS.lines[2],
  addressRegion: `${SHOP_ADDRESS.state} ${SHOP_ADDRESS.pinCode}`,
  addressCountry: SHOP_ADDRESS.country,
};
