import {
  DISPATCH_PROMISE,
  FREE_SHIPPING_THRESHOLD_PAISE,
  SHIPPING_FEE_PAISE,
  SHIPPING_METHOD_DETAILS,
  SUPPORT_PHONE,
} from '@shop/shared/constants';
import {
  COD_UNAVAILABLE_STATES,
  DELIVERY_DAYS,
  DELIVERY_ZONES,
  deliveryDaysText,
  shippingMethodEta,
} from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { Link } from 'react-router';
import { DAMAGE_REPORT_HOURS, STORE_PICKUP_READY_HOURS } from '../policy-facts';
import { telHref } from '../shop-details';

const freeFrom = formatINR(FREE_SHIPPING_THRESHOLD_PAISE);

const METHODS = [
  {
    ...SHIPPING_METHOD_DETAILS.online,
    eta: shippingMethodEta('online'),
    fee: `${formatINR(SHIPPING_FEE_PAISE.online)}, free on orders of ${freeFrom} or more`,
  },
  {
    ...SHIPPING_METHOD_DETAILS.express,
    eta: shippingMethodEta('express'),
    fee: formatINR(SHIPPING_FEE_PAISE.express),
  },
  { ...SHIPPING_METHOD_DETAILS.store, eta: shippingMethodEta('store'), fee: 'Free' },
];

export function ShippingPolicy() {
  return (
    <>
      <h2>When your order leaves us</h2>
      <p>
        Every dress is checked, folded and packed by hand. Orders are dispatched within{' '}
        <strong>{DISPATCH_PROMISE}</strong> of being placed. You receive an email with the courier name and tracking
        number as soon as your parcel is handed over.
      </p>

      <h2>How long delivery takes</h2>
      <p>
        How long a parcel takes depends on where it goes. The product page and checkout show the dates for your PIN
        code. The weeks around big festivals such as Janmashtami and Diwali can add a day or two; we tell you at once if
        your parcel is delayed.
      </p>
      <ul>
        {DELIVERY_ZONES.map((zone) => (
          <li key={zone}>
            To {DELIVERY_DAYS[zone].label}: <strong>{deliveryDaysText(zone)}</strong> by standard delivery,{' '}
            {deliveryDaysText(zone, 'express')} by express.
          </li>
        ))}
      </ul>

      <h2>Delivery options and charges</h2>
      <div className="mb-4 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Delivery options, times and charges</caption>
          <thead>
            <tr className="border-b-2 border-cream-200 text-ink-900">
              <th scope="col" className="py-2 pr-4">
                Option
              </th>
              <th scope="col" className="py-2 pr-4">
                Time from ordering (rest of India)
              </th>
              <th scope="col" className="py-2">
                Charge
              </th>
            </tr>
          </thead>
          <tbody>
            {METHODS.map((method) => (
              <tr key={method.label} className="border-b border-cream-200">
                <th scope="row" className="py-2 pr-4 font-semibold text-ink-900">
                  {method.label}
                </th>
                <td className="py-2 pr-4">{method.eta}</td>
                <td className="py-2">{method.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        <li>
          <strong>Free standard delivery</strong> applies when the value of your items after any coupon discount is{' '}
          {freeFrom} or more. Below that, standard delivery costs {formatINR(SHIPPING_FEE_PAISE.online)}.
        </li>
        <li>
          <strong>Express delivery</strong> reaches most of India in {deliveryDaysText(undefined, 'express')} and costs{' '}
          {formatINR(SHIPPING_FEE_PAISE.express)}.
        </li>
        <li>
          <strong>Store pickup</strong> is free: we message you when your order is ready, usually within{' '}
          {STORE_PICKUP_READY_HOURS} hours. Bring your order number when you come.
        </li>
      </ul>
      <p>The charge for your order is worked out at checkout and shown before you pay.</p>

      <h2>Cash on delivery</h2>
      <p>
        You can pay in cash when the parcel arrives anywhere in India except {COD_UNAVAILABLE_STATES.join(' and ')},
        where our couriers do not collect cash; orders there are paid online by UPI or card. Enter your PIN code on any
        product page to see whether cash on delivery is available and when your order should arrive.
      </p>

      <h2>Tracking your order</h2>
      <p>
        Open <Link to="/dashboard/orders">My Orders</Link> in your account and choose the order to see its status and
        tracking details. You can also follow the tracking link in your dispatch email.
      </p>

      <h2>Address and delivery problems</h2>
      <p>
        Please check your address, PIN code and phone number before you pay: the courier calls that number before
        delivering. If the address needs changing, call us on <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>{' '}
        before the order is dispatched. If a parcel arrives damaged or opened, take photos of the package before you
        open it and write to us within {DAMAGE_REPORT_HOURS} hours of delivery; we will replace the item or refund it.
      </p>
      <p>
        Want to send something back? Read our <Link to="/return-policy">Return Policy</Link>.
      </p>
    </>
  );
}
