// A coupon's terms and saving, wherever offers are listed: the product page, the cart, checkout.
export default {
  offers: 'Offers',
  percentOff: '{percent}% off',
  percentOffUpTo: '{percent}% off up to {max}',
  amountOff: '{amount} off',
  minOrder: 'on orders from {amount}',
  firstOrder: 'first order only',
  youSave: 'You save {amount}',
  youSaveOnOne: 'You save {amount} on one at {price}',
};
