import { SHOP_NAME, SUPPORT_EMAIL } from '@shop/shared/constants';
import { Link } from 'react-router';

export function TermsConditions() {
  return (
    <>
      <p>
        These terms apply when you browse or buy from {SHOP_NAME}. By placing an order you agree to them, so please read
        them together with our <Link to="/shipping-policy">Shipping Policy</Link>,{' '}
        <Link to="/return-policy">Return Policy</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>Products</h2>
      <p>
        Our dresses and accessories are made by hand, so stitching, stones and embroidery can differ slightly from piece
        to piece, and colours can look a little different on your screen. Sizes follow the idol numbers in the size
        guide on each product page; please measure your idol before ordering.
      </p>

      <h2>Prices and payment</h2>
      <ul>
        <li>All prices are in Indian rupees (₹). Delivery charges are shown at checkout before you pay.</li>
        <li>
          The price that counts is the one our checkout calculates when you place the order. If a price was shown
          wrongly because of a mistake, we will tell you and you may cancel for a full refund.
        </li>
        <li>Online payments are taken by card, UPI or wallet through Razorpay.</li>
      </ul>

      <h2>Coupons</h2>
      <p>
        One coupon can be used per order. Each coupon has its own minimum order value, maximum discount and, for some, a
        first-order-only condition, all checked at checkout. Coupons have no cash value and may be withdrawn.
      </p>

      <h2>Orders</h2>
      <p>
        An order is accepted when we send you the order confirmation. We may cancel an order, with a full refund, when
        an item turns out to be out of stock or the payment cannot be verified. You can cancel an order yourself until
        it is dispatched.
      </p>

      <h2>Your account</h2>
      <p>
        Keep your password private; you are responsible for orders placed from your account. Tell us at once at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you think someone else has used it.
      </p>

      <h2>Our content</h2>
      <p>
        Photos, designs and text on this website belong to {SHOP_NAME}. Please do not copy them for commercial use
        without our written permission.
      </p>

      <h2>Liability</h2>
      <p>
        If something goes wrong with an order, our responsibility is limited to repairing, replacing or refunding the
        item, up to the amount you paid for it. Nothing in these terms limits your rights under Indian consumer law.
      </p>

      <h2>Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. Please write to us first: most problems are solved quickly by
        email or phone.
      </p>
    </>
  );
}
