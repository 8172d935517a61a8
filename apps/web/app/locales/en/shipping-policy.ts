// The Shipping Policy page. <b>, <orders>, <returns> and <call> mark bold words and links.
export default {
  title: 'Shipping Policy',
  lead: 'How and when your order reaches you, and what delivery costs.',
  metaDescription:
    'Orders ship within {dispatch} and arrive in {metro} in metros and {rest} across most of India. Free standard delivery from {free}, otherwise {fee}; express {express}; store pickup free.',
  dispatchHours: '{min}-{max} hours',
  businessDays: '{min}–{max} business days',
  leavesHeading: 'When your order leaves us',
  leavesText:
    'Every dress is checked, folded and packed by hand. Orders are dispatched within <b>{dispatch}</b> of being placed. You receive an email with the courier name and tracking number as soon as your parcel is handed over.',
  timeHeading: 'How long delivery takes',
  timeText:
    'How long a parcel takes depends on where it goes. The product page and checkout show the dates for your PIN code. The weeks around big festivals such as Janmashtami and Diwali can add a day or two; we tell you at once if your parcel is delayed.',
  zoneLine: 'To {zone}: <b>{standard}</b> by standard delivery, {express} by express.',
  zoneMetro: 'metro cities',
  zoneRestOfIndia: 'the rest of India',
  zoneNorthEast: 'the north-east',
  zoneRemote: 'remote areas',
  optionsHeading: 'Delivery options and charges',
  optionsCaption: 'Delivery options, times and charges',
  columnOption: 'Option',
  columnTime: 'Time from ordering (rest of India)',
  columnCharge: 'Charge',
  methodOnline: 'Standard Delivery',
  methodExpress: 'Express Delivery',
  methodStore: 'Store Pickup',
  feeOnline: '{fee}, free on orders of {free} or more',
  feeFree: 'Free',
  storeReady: 'Ready in {hours} hours',
  freeNote:
    '<b>Free standard delivery</b> applies when the value of your items after any coupon discount is {free} or more. Below that, standard delivery costs {fee}.',
  expressNote: '<b>Express delivery</b> reaches most of India in {days} and costs {fee}.',
  storeNote:
    '<b>Store pickup</b> is free: we message you when your order is ready, usually within {hours} hours. Bring your order number when you come.',
  chargeNote: 'The charge for your order is worked out at checkout and shown before you pay.',
  codHeading: 'Cash on delivery',
  codText:
    'You can pay in cash when the parcel arrives anywhere in India except {states}, where our couriers do not collect cash; orders there are paid online by UPI or card. Enter your PIN code on any product page to see whether cash on delivery is available and when your order should arrive.',
  trackHeading: 'Tracking your order',
  trackText:
    'Open <orders>My Orders</orders> in your account and choose the order to see its status and tracking details. You can also follow the tracking link in your dispatch email.',
  problemsHeading: 'Address and delivery problems',
  problemsText:
    'Please check your address, PIN code and phone number before you pay: the courier calls that number before delivering. If the address needs changing, call us on <call>{phone}</call> before the order is dispatched. If a parcel arrives damaged or opened, take photos of the package before you open it and write to us within {hours} hours of delivery; we will replace the item or refund it.',
  returnsNote: 'Want to send something back? Read our <returns>Return Policy</returns>.',
};
