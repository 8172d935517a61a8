// The Terms & Conditions page. <shipping>, <returns>, <privacy> and <email> mark links.
export default {
  title: 'Terms & Conditions',
  lead: 'The terms that apply when you browse and buy from our shop.',
  metaDescription: 'The terms of sale of {shop}: products, prices, payments, coupons, orders and your account.',
  intro:
    'These terms apply when you browse or buy from {shop}. By placing an order you agree to them, so please read them together with our <shipping>Shipping Policy</shipping>, <returns>Return Policy</returns> and <privacy>Privacy Policy</privacy>.',
  productsHeading: 'Products',
  productsText:
    'Our dresses and accessories are made by hand, so stitching, stones and embroidery can differ slightly from piece to piece, and colours can look a little different on your screen. Sizes follow the idol numbers in the size guide on each product page; please measure your idol before ordering.',
  pricesHeading: 'Prices and payment',
  pricesRupees: 'All prices are in Indian rupees (₹). Delivery charges are shown at checkout before you pay.',
  pricesCheckout:
    'The price that counts is the one our checkout calculates when you place the order. If a price was shown wrongly because of a mistake, we will tell you and you may cancel for a full refund.',
  pricesOnline: 'Online payments are taken by card, UPI or wallet through Razorpay.',
  couponsHeading: 'Coupons',
  couponsText:
    'One coupon can be used per order. Each coupon has its own minimum order value, maximum discount and, for some, a first-order-only condition, all checked at checkout. Coupons have no cash value and may be withdrawn.',
  ordersHeading: 'Orders',
  ordersText:
    'An order is accepted when we send you the order confirmation. We may cancel an order, with a full refund, when an item turns out to be out of stock or the payment cannot be verified. You can cancel an order yourself until it is dispatched.',
  accountHeading: 'Your account',
  accountText:
    'Keep your password private; you are responsible for orders placed from your account. Tell us at once at <email>{email}</email> if you think someone else has used it.',
  contentHeading: 'Our content',
  contentText:
    'Photos, designs and text on this website belong to {shop}. Please do not copy them for commercial use without our written permission.',
  liabilityHeading: 'Liability',
  liabilityText:
    'If something goes wrong with an order, our responsibility is limited to repairing, replacing or refunding the item, up to the amount you paid for it. Nothing in these terms limits your rights under Indian consumer law.',
  lawHeading: 'Law and disputes',
  lawText:
    'These terms are governed by the laws of India. Please write to us first: most problems are solved quickly by email or phone.',
};
