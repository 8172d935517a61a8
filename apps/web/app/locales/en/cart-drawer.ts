// The cart drawer: fetched with its code the first time a shopper opens it (lib/words-on-demand.ts).
export default {
  title: 'Your Cart',
  titleCount: 'Your Cart ({count})',
  close: 'Close cart',
  description: 'The items in your cart and their total.',
  loading: 'Loading your cart...',
  empty: 'Your cart is empty',
  continueShopping: 'Continue Shopping',
  viewCart: 'View Cart',
  checkout: 'Checkout',
  fetchFailed: 'Failed to fetch cart',
  tryAgain: 'Try Again',
};
