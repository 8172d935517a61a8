import { RETURN_REASON_MAX, RETURN_WINDOW_DAYS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import { Link } from 'react-router';
import { BANK_REFUND_BUSINESS_DAYS, INSPECTION_BUSINESS_DAYS } from '../policy-facts';
import { telHref } from '../shop-details';

export function ReturnPolicy() {
  return (
    <>
      <h2>{RETURN_WINDOW_DAYS}-day returns</h2>
      <p>
        If a dress or accessory is not right for your Thakur Ji, you can return it within{' '}
        <strong>{RETURN_WINDOW_DAYS} days of delivery</strong>. The {RETURN_WINDOW_DAYS} days are counted from the day
        the courier delivers your parcel, not from the day you ordered.
      </p>

      <h2>What can be returned</h2>
      <ul>
        <li>Items that are unused, unwashed and not altered, with their tags and original packing.</li>
        <li>Items that arrived damaged, faulty or different from what you ordered.</li>
        <li>
          Dresses in the wrong size. Check the size guide on each product page first; if the size still does not fit,
          return it and order the right one.
        </li>
      </ul>
      <p>
        We cannot accept items that have been used in puja, washed, stitched, or returned without their packing, except
        when they arrived damaged or wrong.
      </p>

      <h2>How to request a return</h2>
      <ol>
        <li>
          Sign in and open <Link to="/dashboard/orders">My Orders</Link>.
        </li>
        <li>
          Choose the delivered order and press <strong>Return Order</strong>.
        </li>
        <li>
          Tell us the reason in a few words (up to {RETURN_REASON_MAX} characters) and send the request. For a damaged
          or wrong item, email photos to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your order number.
        </li>
        <li>We confirm by email and arrange a pickup from your address, or tell you where to send the parcel.</li>
      </ol>
      <p>
        The Return Order button shows only for delivered orders still inside the {RETURN_WINDOW_DAYS}-day window. An
        order that has not yet been dispatched can be cancelled instead from the same page.
      </p>

      <h2>Refunds</h2>
      <ul>
        <li>
          We inspect returned items within {INSPECTION_BUSINESS_DAYS} business days of receiving them and email you the
          result.
        </li>
        <li>
          Approved refunds go back to the way you paid: card, UPI or wallet. Banks usually take{' '}
          {BANK_REFUND_BUSINESS_DAYS.min}-{BANK_REFUND_BUSINESS_DAYS.max} business days to show the money in your
          account; UPI refunds are often faster.
        </li>
        <li>Cancelled orders that were already paid are refunded the same way, without waiting for a return.</li>
        <li>
          Delivery charges are refunded when the item arrived damaged or wrong; otherwise the refund covers the price of
          the items.
        </li>
      </ul>

      <h2>Questions</h2>
      <p>
        Call us on <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a> or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Read how we ship in our{' '}
        <Link to="/shipping-policy">Shipping Policy</Link>.
      </p>
    </>
  );
}
