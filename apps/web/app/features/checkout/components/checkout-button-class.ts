/** The checkout's main buttons: Continue, Pay or Place Order, Try Again. */
export const checkoutButtonClass =
  'rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-60';
