import { SHOP_NAME, SUPPORT_EMAIL } from '@shop/shared/constants';
import { PRIVACY_REPLY_DAYS } from '../policy-facts';

export function PrivacyPolicy() {
  return (
    <>
      <p>
        {SHOP_NAME} respects your privacy. This policy explains what we collect when you shop with us, why, and the
        choices you have. We handle personal data in line with India’s Digital Personal Data Protection Act, 2023.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your name, email address and password. Passwords are stored only as a
          one-way hash; nobody at the shop can read them.
        </li>
        <li>
          <strong>Order details</strong>: delivery addresses, phone number, the items you buy, and your order and return
          history.
        </li>
        <li>
          <strong>Shopping details</strong>: your cart, wishlist and saved addresses, so they are there when you come
          back.
        </li>
        <li>
          <strong>Messages</strong> you send us by email, phone, chat or the contact form on our Contact page (your
          name, email, optional phone number and message).
        </li>
      </ul>

      <h2>Payments</h2>
      <p>
        Card, UPI and wallet payments are processed by Razorpay. Your card number, UPI PIN and bank details go straight
        to Razorpay and never reach or stay on our servers; we keep only the payment reference and its status.
      </p>

      <h2>Why we use it</h2>
      <ul>
        <li>To take, pack, deliver, track and refund your orders.</li>
        <li>To keep your account, cart and wishlist working and secure.</li>
        <li>To answer your questions and handle returns.</li>
        <li>To send our newsletter, only if you subscribe. Every email has a way to unsubscribe.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        We share only what each partner needs: your name, address and phone number with the courier that delivers your
        parcel, and payment details with Razorpay. We do not sell or rent your personal data to anyone.
      </p>

      <h2>Cookies and storage on your device</h2>
      <p>
        We use a few essential cookies to keep you signed in and to protect your account. Your browser also remembers
        your recent searches and, before you sign in, your wishlist. We do not use advertising cookies.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Order records are kept for as long as tax and accounting law requires. Account details are kept while your
        account is open; when you ask us to delete your account, we delete or anonymise everything we are not required
        to keep.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask to see the personal data we hold about you, correct it, or delete it, and you can withdraw consent
        to marketing at any time. Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the email
        address on your account and we will reply within {PRIVACY_REPLY_DAYS} days.
      </p>

      <h2>Changes</h2>
      <p>
        If we change this policy we update the date at the top of this page; for important changes we also tell you by
        email.
      </p>
    </>
  );
}
