// The home page: its title and description for search engines and link previews, the trust strip.
export default {
  metaTitle: 'Laddu Gopal dresses, mukut, jhula and shringar',
  metaDescription:
    'Handmade poshak, mukut, pagdi, jhula, singhasan and jewellery for Laddu Gopal, Radha Rani and Mata Rani, delivered across India. Cash on delivery and UPI.',
  promises: 'Our promises',
  promiseCod: 'Cash on delivery',
  promiseFreeShipping: 'Free shipping from {amount}',
  promiseReturns: '{days}-day returns',
};
