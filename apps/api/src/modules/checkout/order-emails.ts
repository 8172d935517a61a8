import { SHIPPING_METHOD_DETAILS, SHOP_NAME, SUPPORT_PHONE, type ShippingMethod } from '@shop/shared/constants';
import { DELIVERY_DAYS, deliveryZone, shippingMethodEta } from '@shop/shared/delivery-estimate';
import { localizeLineName } from '@shop/shared/catalogue-locale';
import type { Locale } from '@shop/shared/locale';
import { formatINR } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import { shopLink } from '../../lib/shop-link';
import { escapeHtml } from '../email/escape-html';
import type { OrderEmail } from './order-email-layout';
import type { OrderItemRow, OrderRow } from './order-repository';

const ENGLISH = {
  subject: (n: string) => `${SHOP_NAME}: order #${n} confirmed`,
  greeting: (name: string) => `Namaste ${name},`,
  lead: (payment: string, label: string, eta: string) => `Thank you for your order. ${payment}. ${label}: ${eta}.`,
  cod: (amount: string) => `Cash on delivery: please keep ${amount} ready`,
  paidOnline: 'Paid online',
  delivery: (method: ShippingMethod, order: OrderRow) => ({
    label: SHIPPING_METHOD_DETAILS[method].label,
    eta: shippingMethodEta(method, deliveryZone(order.shippingAddress)),
  }),
  line: (name: string, size: string, quantity: number, amount: string) =>
    `${name} (size ${size}) × ${quantity}: ${amount}`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  prepaidDiscount: 'Saved by paying online',
  codFee: 'Cash-on-delivery fee',
  shipping: (label: string) => `Shipping (${label})`,
  free: 'Free',
  total: 'Total',
  landmark: 'Landmark',
  phone: 'Phone',
  pickupHeading: 'Collect it from our shop:',
  deliveryHeading: 'Delivering to:',
  details: 'Order details',
  seeOrder: 'See your order',
  questions: `Questions? Call us on ${SUPPORT_PHONE}.`,
};

const HINDI_METHODS: Record<ShippingMethod, string> = {
  online: 'सामान्य डिलीवरी',
  express: 'एक्सप्रेस डिलीवरी',
  store: 'दुकान से लेना',
};

const WORDS: Record<Locale, typeof ENGLISH> = {
  en: ENGLISH,
  hi: {
    subject: (n) => `${SHOP_NAME}: ऑर्डर #${n} पक्का हो गया`,
    greeting: (name) => `नमस्ते ${name} जी,`,
    lead: (payment, label, eta) => `आपके ऑर्डर के लिए धन्यवाद। ${payment}। ${label}: ${eta}।`,
    cod: (amount) => `कैश ऑन डिलीवरी: कृपया ${amount} तैयार रखें`,
    paidOnline: 'ऑनलाइन भुगतान हो गया',
    delivery: (method, order) => {
      if (method === 'store') return { label: HINDI_METHODS.store, eta: '24 घंटे में तैयार' };
      const days = DELIVERY_DAYS[deliveryZone(order.shippingAddress)][method];
      return { label: HINDI_METHODS[method], eta: `${days.min}–${days.max} कामकाजी दिन` };
    },
    line: (name, size, quantity, amount) => `${name} (साइज़ ${size}) × ${quantity}: ${amount}`,
    subtotal: 'सामान का मूल्य',
    discount: 'छूट',
    prepaidDiscount: 'ऑनलाइन भुगतान की बचत',
    codFee: 'कैश ऑन डिलीवरी शुल्क',
    shipping: (label) => `डिलीवरी शुल्क (${label})`,
    free: 'मुफ़्त',
    total: 'कुल राशि',
    landmark: 'लैंडमार्क',
    phone: 'फ़ोन',
    pickupHeading: 'हमारी दुकान से ले जाएँ:',
    deliveryHeading: 'डिलीवरी का पता:',
    details: 'ऑर्डर की जानकारी',
    seeOrder: 'अपना ऑर्डर देखें',
    questions: `कोई सवाल हो तो हमें ${SUPPORT_PHONE} पर फ़ोन करें।`,
  },
};

/**
 * The confirmation a shopper gets once an order is paid, or placed for cash on delivery: one
 * template, in the language the order was placed in.
 */
export function orderConfirmationEmail(order: OrderRow, items: OrderItemRow[], publicUrl: string): OrderEmail {
  const words = WORDS[order.locale];
  const link = shopLink(publicUrl, `/dashboard/orders/${order.id}`, order.locale);
  const address = order.shippingAddress;
  const delivery = words.delivery(order.shippingMethod, order);
  const payment = order.paymentMethod === 'cod' ? words.cod(formatINR(order.totalPaise)) : words.paidOnline;
  const lines = items.map((item) =>
    words.line(
      localizeLineName(item, item.nameHi, order.locale).name,
      item.size,
      item.quantity,
      formatINR(item.unitPricePaise * item.quantity),
    ),
  );
  const amounts = [
    `${words.subtotal}: ${formatINR(order.subtotalPaise)}`,
    ...(order.discountPaise > 0
      ? [`${words.discount}${order.couponCode ? ` (${order.couponCode})` : ''}: −${formatINR(order.discountPaise)}`]
      : []),
    ...(order.prepaidDiscountPaise > 0 ? [`${words.prepaidDiscount}: −${formatINR(order.prepaidDiscountPaise)}`] : []),
    `${words.shipping(delivery.label)}: ${order.shippingPaise === 0 ? words.free : formatINR(order.shippingPaise)}`,
    ...(order.codFeePaise > 0 ? [`${words.codFee}: ${formatINR(order.codFeePaise)}`] : []),
    `${words.total}: ${formatINR(order.totalPaise)}`,
  ];
  const addressLines = [
    address.fullName,
    address.address,
    address.apartment,
    address.landmark ? `${words.landmark}: ${address.landmark}` : '',
    `${address.city}, ${address.state} ${address.postalCode}`,
    `${words.phone}: ${address.phone}`,
  ].filter((line) => line.trim() !== '');

  // A pickup order's address is the shop's counter (STORE_PICKUP_ADDRESS), not a delivery.
  const addressHeading = address.shippingMethod === 'store' ? words.pickupHeading : words.deliveryHeading;
  const subject = words.subject(orderNumber(order.id));
  const lead = words.lead(payment, delivery.label, delivery.eta);
  const text = [
    words.greeting(address.fullName),
    '',
    lead,
    '',
    ...lines,
    '',
    ...amounts,
    '',
    addressHeading,
    ...addressLines,
    '',
    `${words.details}: ${link}`,
    words.questions,
  ].join('\n');
  const list = (rows: string[]) => rows.map((row) => `<li>${escapeHtml(row)}</li>`).join('');
  const html = `<p>${escapeHtml(words.greeting(address.fullName))}</p>
<p>${escapeHtml(lead)}</p>
<ul>${list(lines)}</ul>
<ul>${list(amounts)}</ul>
<p>${escapeHtml(addressHeading)}<br>${addressLines.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.seeOrder)}</a> · ${escapeHtml(words.questions)}</p>`;
  return { subject, text, html, template: 'order-confirmation' };
}
