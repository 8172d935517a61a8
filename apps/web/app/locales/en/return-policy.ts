// The Return Policy page. <b>, <orders>, <shipping>, <call> and <email> mark links and bold words.
export default {
  title: 'Return Policy',
  lead: 'Returns are simple: {days} days from delivery, requested from your order page.',
  metaDescription:
    'Return unused items within {days} days of delivery from your order page. Refunds go back to your card, UPI or wallet.',
  windowHeading: '{days}-day returns',
  windowText:
    'If a dress or accessory is not right for your Thakur Ji, you can return it within <b>{days} days of delivery</b>. The {days} days are counted from the day the courier delivers your parcel, not from the day you ordered.',
  whatHeading: 'What can be returned',
  whatUnused: 'Items that are unused, unwashed and not altered, with their tags and original packing.',
  whatDamaged: 'Items that arrived damaged, faulty or different from what you ordered.',
  whatSize:
    'Dresses in the wrong size. Check the size guide on each product page first; if the size still does not fit, return it and order the right one.',
  whatNot:
    'We cannot accept items that have been used in puja, washed, stitched, or returned without their packing, except when they arrived damaged or wrong.',
  howHeading: 'How to request a return',
  howSignIn: 'Sign in and open <orders>My Orders</orders>.',
  howChoose: 'Choose the delivered order and press <b>Return Order</b>.',
  howReason:
    'Tell us the reason in a few words (up to {max} characters) and send the request. For a damaged or wrong item, email photos to <email>{email}</email> with your order number.',
  howConfirm: 'We confirm by email and arrange a pickup from your address, or tell you where to send the parcel.',
  howButton:
    'The Return Order button shows only for delivered orders still inside the {days}-day window. An order that has not yet been dispatched can be cancelled instead from the same page.',
  refundsHeading: 'Refunds',
  refundsInspect:
    'We inspect returned items within {inspectDays} business days of receiving them and email you the result.',
  refundsWay:
    'Approved refunds go back to the way you paid: card, UPI or wallet. Banks usually take {min}-{max} business days to show the money in your account; UPI refunds are often faster.',
  refundsCancelled: 'Cancelled orders that were already paid are refunded the same way, without waiting for a return.',
  refundsDelivery:
    'Delivery charges are refunded when the item arrived damaged or wrong; otherwise the refund covers the price of the items.',
  questionsHeading: 'Questions',
  questionsText:
    'Call us on <call>{phone}</call> or write to <email>{email}</email>. Read how we ship in our <shipping>Shipping Policy</shipping>.',
};
