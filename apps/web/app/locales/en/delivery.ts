// The delivery rule in words (lib/delivery-words.ts): cart, checkout and order pages.
export default {
  standard: 'Standard Delivery',
  express: 'Express Delivery',
  store: 'Store Pickup',
  days: '{min}–{max} business days',
  ready: 'Ready in 24 hours',
  standardFee: 'Free from {free}, otherwise {fee}',
};
