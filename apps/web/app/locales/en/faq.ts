// The FAQ page: its groups, questions and answers (numbers and amounts are filled in from the shop's rules).
export default {
  title: 'Frequently Asked Questions',
  crumb: 'FAQ',
  lead: 'Quick answers about sizes, delivery, returns and payments.',
  metaDescription:
    'Answers about idol dress sizes, delivery times and charges, returns, refunds, payments and caring for dresses.',
  zoneDays: '{days} to {zone}',
  groupSizes: 'Sizes',
  sizeFitQuestion: 'How do I know which size fits my Laddu Gopal?',
  sizeFitAnswer:
    'Measure your idol’s height from the base to the top of the head while seated, then match it with the size guide on the product page. Sizes run from {smallest} (about {smallestHeight} inches) to {largest} (about {largestHeight} inches). If you are between two sizes, choose the larger one.',
  sizeSameQuestion: 'Do Radha Rani and Mata Rani dresses use the same sizes?',
  sizeSameAnswer:
    'Most of them do: each product page lists the sizes it comes in and the size guide gives the matching idol height. Where a dress is made for a standing idol, its description gives the height it fits.',
  sizeCustomQuestion: 'Can I get a dress made in a custom size?',
  sizeCustomAnswer:
    'Call or chat with us on {phone} with your idol’s measurements. We will tell you whether our tailors can make it and how long it will take.',
  groupOrders: 'Orders and delivery',
  deliveryTimeQuestion: 'How soon will my order arrive?',
  deliveryTimeAnswer:
    'Orders leave us within {dispatch}. Standard delivery takes {byZone}. Express delivery reaches most of India in {express}. The product page shows the dates for your PIN code.',
  deliveryFeeQuestion: 'How much is delivery?',
  deliveryFeeAnswer:
    'Standard delivery is free on orders of {free} or more and costs {fee} below that. Express delivery costs {express}, and store pickup is free.',
  trackQuestion: 'How do I track my order?',
  trackAnswer:
    'Open My Orders in your account and choose the order to see its status. Your dispatch email also carries the courier’s tracking link.',
  cancelQuestion: 'Can I cancel my order?',
  cancelAnswer:
    'Yes, until it is dispatched. Open the order in My Orders and press Cancel. If you had already paid, the refund starts straight away.',
  groupReturns: 'Returns and refunds',
  returnQuestion: 'What is your return policy?',
  returnAnswer:
    'You can return unused items with their tags and packing within {days} days of delivery. Request the return from the order page in My Orders.',
  refundQuestion: 'When will I get my refund?',
  refundAnswer:
    'We inspect returned items within {inspectDays} business days of receiving them. The refund goes back to the way you paid; banks usually take {min}-{max} business days to show it, UPI is often faster.',
  damagedQuestion: 'My parcel arrived damaged. What should I do?',
  damagedAnswer:
    'Take photos of the package and the item and write to us within {hours} hours of delivery with your order number. We will replace the item or refund it, including the delivery charge.',
  groupPayments: 'Payments and coupons',
  payQuestion: 'How can I pay?',
  payAnswer:
    'Pay online with a Visa, Mastercard or RuPay card, with any UPI app, or with a Paytm wallet, or pay cash on delivery (everywhere except {states}). Online payments are processed securely by Razorpay; we never see your card number or UPI PIN.',
  couponQuestion: 'How do I use a coupon?',
  couponAnswer:
    'Type the code in the coupon box in your cart or at checkout and press Apply. One coupon can be used per order, and each has its own minimum order value.',
  groupCare: 'Care',
  cleanQuestion: 'How should I clean my Thakur Ji’s dresses?',
  cleanAnswer:
    'Dresses with stones, sequins or zari should not be washed: air them after use and wipe gently with a soft dry cloth. Plain cotton daily-wear dresses can be hand-washed in cold water with a mild soap and dried in the shade.',
  storeQuestion: 'How do I store dresses and mukut between festivals?',
  storeAnswer:
    'Fold dresses in a soft cotton cloth and keep them in a dry box away from sunlight. Keep each mukut in its own box so the feathers and stones are not pressed.',
};
