// "Notify me" on a sold-out size: the product page's form and the page it posts to.
export default {
  title: 'Size sold out? We will tell you',
  intro: 'Leave your mobile number or email and we will tell you once, when the size is back in stock.',
  size: 'Size',
  contact: 'Mobile number or email',
  contactHint: 'Signed in? Leave it empty: we use your account’s phone or email.',
  notifyMe: 'Notify me',
  metaTitle: 'Notify me when it is back',
  metaDescription: 'Hear once when a sold-out size is back in stock.',
  pageTitle: 'Back-in-stock alert',
  confirmAsk: 'Press the button to confirm that we may tell you once when this size is back in stock.',
  confirm: 'Confirm my alert',
  nothingToConfirm: 'This page confirms a back-in-stock alert from the link we sent you. Open that link again.',
  backToProduct: 'Back to the product',
  continueShopping: 'Continue shopping',
  badForm: 'Please choose a sold-out size and give your mobile number or email.',
};
