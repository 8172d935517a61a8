// The Privacy Policy page. <b> marks bold words, <email> the shop's address.
export default {
  title: 'Privacy Policy',
  lead: 'What we collect when you shop with us, why, and the choices you have.',
  metaDescription: 'How {shop} collects, uses and protects your personal data, and how to see, correct or delete it.',
  intro:
    '{shop} respects your privacy. This policy explains what we collect when you shop with us, why, and the choices you have. We handle personal data in line with India’s Digital Personal Data Protection Act, 2023.',
  collectHeading: 'What we collect',
  collectAccount:
    '<b>Account details</b>: your name, email address and password. Passwords are stored only as a one-way hash; nobody at the shop can read them.',
  collectOrders:
    '<b>Order details</b>: delivery addresses, phone number, the items you buy, and your order and return history.',
  collectShopping:
    '<b>Shopping details</b>: your cart, wishlist and saved addresses, so they are there when you come back.',
  collectMessages:
    '<b>Messages</b> you send us by email, phone, chat or the contact form on our Contact page (your name, email, optional phone number and message).',
  paymentsHeading: 'Payments',
  paymentsText:
    'Card, UPI and wallet payments are processed by Razorpay. Your card number, UPI PIN and bank details go straight to Razorpay and never reach or stay on our servers; we keep only the payment reference and its status.',
  useHeading: 'Why we use it',
  useOrders: 'To take, pack, deliver, track and refund your orders.',
  useAccount: 'To keep your account, cart and wishlist working and secure.',
  useQuestions: 'To answer your questions and handle returns.',
  useNewsletter: 'To send our newsletter, only if you subscribe. Every email has a way to unsubscribe.',
  shareHeading: 'Who we share it with',
  shareText:
    'We share only what each partner needs: your name, address and phone number with the courier that delivers your parcel, and payment details with Razorpay. We do not sell or rent your personal data to anyone.',
  cookiesHeading: 'Cookies and storage on your device',
  cookiesText:
    'We use a few essential cookies to keep you signed in and to protect your account. Your browser also remembers your recent searches and, before you sign in, your wishlist. We do not use advertising cookies.',
  keepHeading: 'How long we keep it',
  keepText:
    'Order records are kept for as long as tax and accounting law requires. Account details are kept while your account is open; when you ask us to delete your account, we delete or anonymise everything we are not required to keep.',
  rightsHeading: 'Your rights',
  rightsText:
    'You can ask to see the personal data we hold about you, correct it, or delete it, and you can withdraw consent to marketing at any time. Write to <email>{email}</email> from the email address on your account and we will reply within {days} days.',
  changesHeading: 'Changes',
  changesText:
    'If we change this policy we update the date at the top of this page; for important changes we also tell you by email.',
};
