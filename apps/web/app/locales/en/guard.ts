// The gate of the account, checkout and admin pages: what a visitor reads while it checks, and why
// a guest is sent to log in.
export default {
  checking: 'Checking your account',
  wishlistReason: 'Please login to manage your wishlist',
  checkoutReason:
    'Please log in to continue with checkout. Your order, its invoice and delivery updates are kept in your account, and your cart comes with you.',
};
